/**
 * The open conversation of this tab, per person and per child (docs/product.md#ai-chat): kept in
 * sessionStorage, so a reload brings it back and another person or child starts their own.
 */
const key = (userId: number, childId: number | null) => `nb-chat:${userId}:${childId ?? 'painel'}`;

export const chatSessionStore = {
  get(userId: number, childId: number | null): string | null {
    try {
      return sessionStorage.getItem(key(userId, childId));
    } catch {
      return null;
    }
  },
  set(userId: number, childId: number | null, sessionId: string): void {
    try {
      sessionStorage.setItem(key(userId, childId), sessionId);
    } catch {
      // Storage refused (private mode): the conversation lasts until the page closes.
    }
  },
  clear(userId: number, childId: number | null): void {
    try {
      sessionStorage.removeItem(key(userId, childId));
    } catch {
      // nothing stored
    }
  },
};
