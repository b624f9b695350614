import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/** Where a screen's 'Cancelar' goes: back, or the professional's dashboard when the app was opened there. */
export function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate(paths.professionalDashboard) : navigate(-1));
}
