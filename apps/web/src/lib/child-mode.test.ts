import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childModeAllows, myDayChild, type ChildModeState } from './child-mode';

const onActivity: ChildModeState = { path: '/activity/1?child=10', childId: 10 };
const onMyDay: ChildModeState = { path: '/child/10/meu-dia', childId: 10 };

describe('childModeAllows (docs/product.md#child-mode)', () => {
  it('started on an activity: only that page, exactly as it was started', () => {
    expect(childModeAllows(onActivity, '/activity/1?child=10')).toBe(true);
    for (const here of [
      '/activity/1',
      '/activity/1?child=11',
      '/activity/2?child=10',
      '/child/10/meu-dia',
      '/child/10/loja',
      '/child/10/prancha',
      '/activity/1?child=10&entry=5&from=meu-dia',
      '/dashboard',
    ]) {
      expect(childModeAllows(onActivity, here), here).toBe(false);
    }
    expect(myDayChild(onActivity)).toBeNull();
  });

  it("started on a child's board: that board only, its day and shop included out", () => {
    const onBoard: ChildModeState = { path: '/child/10/prancha', childId: 10 };
    expect(childModeAllows(onBoard, '/child/10/prancha')).toBe(true);
    for (const here of ['/child/10/meu-dia', '/child/10/loja', '/child/11/prancha', '/child/10', '/dashboard']) {
      expect(childModeAllows(onBoard, here), here).toBe(false);
    }
    expect(myDayChild(onBoard)).toBeNull();
  });

  it("started on 'Meu dia': the day, the child's shop, the child's board and an entry of the day", () => {
    expect(myDayChild(onMyDay)).toBe(10);
    for (const here of [
      '/child/10/meu-dia',
      '/child/10/loja',
      '/child/10/prancha',
      '/activity/7?child=10&entry=3&from=meu-dia',
    ]) {
      expect(childModeAllows(onMyDay, here), here).toBe(true);
    }
  });

  it("started on 'Meu dia': another child's pages, the parent's pages and edited activity links return home", () => {
    for (const here of [
      '/child/11/meu-dia',
      '/child/11/loja',
      '/child/11/prancha',
      '/child/10/prancha?x=1',
      '/child/10/prancha/',
      '/child/10',
      '/child/10/schedule',
      '/child/10/recompensas',
      '/dashboard',
      '/activities?child=10',
      '/activity/7',
      '/activity/7?child=10',
      '/activity/7?child=10&entry=3',
      '/activity/7?child=11&entry=3&from=meu-dia',
      '/activity/7?child=10&entry=0&from=meu-dia',
      '/activity/7?child=10&entry=abc&from=meu-dia',
      '/activity/07?child=10&entry=3&from=meu-dia',
      '/activity/7?child=10&entry=3&from=meu-dia&x=1',
      '/activity/7?from=meu-dia&child=10&entry=3',
      '/activity/7/?child=10&entry=3&from=meu-dia',
      '/activity/abc?child=10&entry=3&from=meu-dia',
    ]) {
      expect(childModeAllows(onMyDay, here), here).toBe(false);
    }
  });

  it("a path that only looks like a 'Meu dia' is an ordinary home", () => {
    const odd: ChildModeState = { path: '/child/10/meu-dia?x=1', childId: 10 };
    expect(myDayChild(odd)).toBeNull();
    expect(childModeAllows(odd, '/child/10/loja')).toBe(false);
  });

  it('never allows a page outside the home, its shop, its board and its activities, whatever the URL', () => {
    const shopOrActivity = /^\/child\/10\/(loja|prancha)$|^\/activity\/[1-9]\d*\?child=10&entry=[1-9]\d*&from=meu-dia$/;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webPath(),
          fc.nat().map((c) => `/child/${c}/prancha`),
          fc
            .tuple(fc.nat(), fc.nat(), fc.nat())
            .map(([a, c, e]) => `/activity/${a}?child=${c}&entry=${e}&from=meu-dia`),
        ),
        (here) => {
          expect(childModeAllows(onActivity, here)).toBe(here === onActivity.path);
          expect(childModeAllows(onMyDay, here)).toBe(here === onMyDay.path || shopOrActivity.test(here));
        },
      ),
      { numRuns: 300 },
    );
  });
});
