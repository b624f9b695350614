import { expect, test } from '@playwright/test';
import { sql } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

// Many results at once, which playing each game would take minutes to arrange.
async function recordResults(email: string, count: number) {
  await sql(
    `insert into progress_entries (child_id, activity_title, activity_category, status, score, seconds_spent, completion_date)
     select c.id, 'Resultado ' || n, 'social_skills', case when n % 5 = 0 then 'needs_help' else 'completed' end,
            case when n % 5 = 0 then null else 50 + n end, 120, now() - (100 - n) * interval '1 minute'
     from children c join users u on u.id = c.parent_user_id, generate_series(1, $2::int) n
     where u.email = $1`,
    [email.toLowerCase(), count],
  );
}

test("child page: the server's numbers, the newest 10, 'Ver mais atividades' to the end, 'Mostrar menos'", async ({
  page,
}) => {
  const email = await newFamilyWithChild(page, { prefix: 'paginas', parent: 'Rosa Lima', child: 'Caio' });
  // 23 results: 1..23, every fifth needing help without a score; the newest is 'Resultado 23'.
  await recordResults(email, 23);
  await page.getByTestId('child-card').getByRole('link', { name: 'Ver Perfil Completo' }).click();
  await page.waitForURL(/\/child\/\d+$/);

  // Completed: 23 - 4 = 19, their scores 51..73 without 55, 60, 65, 70: average 62.
  await expect(page.getByText('Concluídas').locator('..')).toContainText('19');
  await expect(page.getByText('Pontuação média').locator('..')).toContainText('62%');
  await expect(page.getByText('Total de atividades').locator('..')).toContainText('23');

  const items = page.getByTestId('recent-progress').getByRole('listitem');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Resultado 23');
  await expect(items.nth(9)).toContainText('Resultado 14');
  await expectNoSeriousA11yViolations(page);

  const more = page.getByRole('button', { name: 'Ver mais atividades' });
  await more.press('Enter');
  await expect(items).toHaveCount(20);
  await expect(items.nth(10)).toContainText('Resultado 13');
  await expect(items.nth(10)).toBeFocused();
  await more.click();
  await expect(items).toHaveCount(23);
  await expect(items.last()).toContainText('Resultado 1');
  await expect(more).toBeHidden();

  await page.getByRole('button', { name: 'Mostrar menos' }).click();
  await expect(items).toHaveCount(10);
  await expect(more).toBeFocused();
});
