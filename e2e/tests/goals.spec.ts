import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Goals and activities (docs/product.md#125-goals-and-activities): a new mentee starts a goal from
 * their onboarding goal, adds three activities with one line and Enter each, moves one to Complete
 * with the keyboard-usable status select, drags two more between columns (keyboard and pointer)
 * and sees the progress bar change. Tagged @responsive: the
 * page must work at 390 px and at 1280 px.
 */
test.describe('goals and activities', { tag: '@responsive' }, () => {
  test('a new mentee creates a goal and three activities, completes one and sees progress', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(page, await createUser({}, { stage: 'mentee' }));
    await page.goto('/dashboard/goals');
    await expect(page.getByRole('heading', { level: 1, name: 'Goals & Activities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Start from the goal chosen at sign-up (finishMenteeOnboarding: Achieve Career Goals).
    await page.getByRole('button', { name: 'Start from “Achieve Career Goals”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a goal' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Achieve Career Goals',
    );
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Land a product role');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save goal' }).click();
    await expect(dialog).toBeHidden();

    const chip = page.getByRole('button', { name: /Land a product role/ });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');

    const add = page.getByRole('textbox', { name: 'Add an activity' });
    for (const name of ['Update my CV', 'Ask two friends for referrals', 'Apply to three roles']) {
      await add.fill(name);
      await add.press('Enter');
      await expect(
        page.getByRole('region', { name: /^Not Started/ }).getByText(name, { exact: true }),
      ).toBeVisible();
    }
    const bar = page.getByRole('progressbar', { name: 'Progress of “Land a product role”' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');

    const status = page.getByRole('combobox', { name: 'Status of “Update my CV”' });
    await status.focus();
    await status.selectOption('complete');
    await expect(
      page.getByRole('region', { name: /^Complete/ }).getByText('Update my CV', { exact: true }),
    ).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await expect(page.getByRole('combobox', { name: 'Status of “Update my CV”' })).toBeFocused();
    await expect(chip).toContainText('33%');

    // Drag and drop between columns: by keyboard (Space, an arrow, Space) and by pointer.
    const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
    const handle = (name: string) =>
      page.getByRole('button', { name: `Drag “${name}” to another column` });
    // Each key waits for what the screen reader hears: the drag begins and moves on the
    // board's own render, and a key pressed before it lands goes nowhere.
    const announced = (text: string) => page.locator('[aria-live]').filter({ hasText: text });
    await handle('Ask two friends for referrals').focus();
    await page.keyboard.press('Space');
    // "Picked up …", replaced at once by "… is over To Do" (the column it starts in).
    await expect(announced('“Ask two friends for referrals”')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(announced('“Ask two friends for referrals” is over In Progress.')).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(
      column('In Progress').getByText('Ask two friends for referrals', { exact: true }),
    ).toBeVisible();
    await expect(handle('Ask two friends for referrals')).toBeFocused();
    await expect(
      page.locator('[aria-live]').filter({ hasText: 'Moved “Ask two friends' }),
    ).toHaveCount(1);

    const from = await handle('Apply to three roles').boundingBox();
    const to = await column('Complete').boundingBox();
    expect(from && to).toBeTruthy();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width / 2, to!.y + 40, { steps: 12 });
    await page.mouse.up();
    await expect(
      column('Complete').getByText('Apply to three roles', { exact: true }),
    ).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '67');
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('combobox', { name: 'Status of “Apply to three roles”' })
      .selectOption('not_started');
    await expect(bar).toHaveAttribute('aria-valuenow', '33');

    // The overall bar (all goals) counts the same activities.
    await page.getByRole('button', { name: 'All goals' }).click();
    await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('region', { name: 'Filter activities' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Deleting the goal asks first; its activities stay on the board.
    await chip.click();
    await page.getByRole('button', { name: 'Delete goal' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete “Land a product role”?' });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete goal' }).click();
    await expect(chip).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Goals & Activities' })).toBeFocused();
    await expect(
      page.getByRole('region', { name: /^Complete/ }).getByText('Update my CV', { exact: true }),
    ).toBeVisible();
  });
});
