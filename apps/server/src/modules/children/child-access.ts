import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children } from '../../db/schema/children';
import { professionalAccess } from '../../db/schema/professionals';
import { HttpError, notFound } from '../../lib/http-error';

export type ChildRow = typeof children.$inferSelect;
export type ChildRole = 'owner' | 'professional';
/** `read`: see the child and its progress; `manage`: edit or remove it (the parent only). */
export type ChildAccessMode = 'read' | 'manage';

export const CHILD_NOT_FOUND = 'Criança não encontrada.';
export const OWNER_ONLY = 'Somente o responsável pode alterar ou remover este perfil.';

/**
 * The one access check for a child, used by every /api/children/{id} route (ARCHITECTURE
 * convention 4). The parent may do anything; a professional with active access may only read
 * (spec part 1 §6, DECISIONS §6: revocation counts from the next request, as the row is read
 * each time); anyone else gets the same 404 as for a child that does not exist, so an id
 * reveals nothing.
 */
export async function findAccessibleChild(
  db: Db,
  userId: number,
  childId: number,
  mode: ChildAccessMode,
): Promise<{ child: ChildRow; role: ChildRole }> {
  const [row] = await db
    .select({ child: children, accessId: professionalAccess.id })
    .from(children)
    .leftJoin(
      professionalAccess,
      and(
        eq(professionalAccess.childId, children.id),
        eq(professionalAccess.professionalUserId, userId),
        eq(professionalAccess.isActive, true),
      ),
    )
    .where(and(eq(children.id, childId), eq(children.isActive, true)))
    .limit(1);
  if (!row) throw notFound(CHILD_NOT_FOUND);
  if (row.child.parentUserId === userId) return { child: row.child, role: 'owner' };
  if (row.accessId === null) throw notFound(CHILD_NOT_FOUND);
  // The professional already knows the child: a clear refusal, not a pretend 404.
  if (mode === 'manage') throw new HttpError(403, OWNER_ONLY);
  return { child: row.child, role: 'professional' };
}
