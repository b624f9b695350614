import type { ProfessionalChild } from '@neurobridge/shared/api/professional';
import { Badge } from '../../../components/ui/badge';
import { professionalMessages as m } from '../messages';
import { childAge, diagnosisBadges } from '../session-format';

function Avatar({ child, large }: { child: ProfessionalChild; large?: boolean }) {
  const box = large ? 'size-20 text-3xl' : 'size-14 text-xl';
  if (child.avatar_url) return <img src={child.avatar_url} alt="" className={`${box} rounded-full object-cover`} />;
  return (
    <span
      aria-hidden
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-amber-100 font-bold text-amber-900`}
    >
      {child.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** Avatar (or initial), name, age and the TEA/TDAH badges; the name is a heading at `level`. */
export function ChildIdentity({ child, level = 3 }: { child: ProfessionalChild; level?: 1 | 2 | 3 }) {
  const Heading = `h${level}` as const;
  const age = childAge(child);
  const badges = diagnosisBadges(child);
  return (
    <div className="flex items-center gap-4 wrap-anywhere">
      <Avatar child={child} large={level === 1} />
      <div className="min-w-0">
        <Heading className={level === 1 ? 'text-3xl font-bold' : 'text-xl font-bold'}>{child.name}</Heading>
        <p className="text-muted">{age ?? m.child.noAge}</p>
        {badges.length > 0 && (
          <div className="mt-1 flex flex-wrap gap-2">
            {badges.map((b) => (
              <Badge key={b} tone="info">
                {b}
              </Badge>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
