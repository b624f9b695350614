import type { AdminInvitationRow, AdminProfessional } from '@neurobridge/shared/api/admin-professionals';
import { fmt } from '../../../locales/pt-BR/messages';
import { adminProfessionalsMessages as m } from './messages';

/** The professional as the back-office names them: their name, else their e-mail. */
export function professionalName(p: Pick<AdminProfessional, 'name' | 'email'>): string {
  return p.name?.trim() || p.email;
}

/** A family as the invitations list names it: the parent's name, else their e-mail. */
export function familyName(family: AdminInvitationRow['family']): string {
  return family.name?.trim() || family.email;
}

const count = (forms: { one: string; other: string }, n: number) => (n === 1 ? forms.one : fmt(forms.other, { n }));

/** '1 criança de 1 família', '3 crianças de 2 famílias': whom a professional sees now. */
export function childrenOfFamilies(p: Pick<AdminProfessional, 'children_count' | 'families_count'>): string {
  return fmt(m.countsLabel, {
    children: count(m.children, p.children_count),
    families: count(m.families, p.families_count),
  });
}
