/**
 * My Twin › Public page (docs/product.md §3): the owner fixes every wrong chip from the page itself
 * (edit, remove, reorder, add), sets the words at the top, adds a project and a post, uploads and
 * reorders photos, uploads and crops an avatar; visitors, the link preview, the twin card and
 * Discover show the corrected profile at once. Suggestions from two identical story runs show once,
 * are decided one by one and leave the screen; with suggestions off, nothing is suggested.
 */
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { shot } from './helpers';
import { onboardedOwner, updateProfile } from './twin-helpers';

/** A real width × height PNG of one colour. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the owner fixes every field of the public page, and visitors see it at once', async ({ page, browser }) => {
  const account = await onboardedOwner(page, 'edit');
  await updateProfile(page.request, {
    public: true,
    interests: ['typography and i bake sourdough every weekend', 'coffee', 'maps'],
    skills: ['used by 200k climbers', 'Figma'],
  });

  await page.goto('/twin');
  await page.getByRole('button', { name: 'Edit public page' }).click();
  await expect(page).toHaveURL(/\/twin\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Public Page' })).toBeVisible();

  // A wrong chip: edited in place; another removed; one moved first with the keyboard; one added.
  const interests = page.getByRole('region', { name: 'Interests' });
  await interests.getByRole('button', { name: 'Edit “typography and i bake sourdough every weekend”' }).click();
  await interests.getByRole('textbox', { name: /^Edit/ }).fill('typography');
  await interests.getByRole('textbox', { name: /^Edit/ }).press('Enter');
  await interests.getByRole('button', { name: 'Remove “maps”' }).click();
  await interests.getByRole('button', { name: 'Move “coffee”', exact: true }).press('Home');
  await interests.getByRole('textbox', { name: 'Add an interest' }).fill('  Sourdough  ');
  await interests.getByRole('textbox', { name: 'Add an interest' }).press('Enter');
  await interests.getByRole('textbox', { name: 'Add an interest' }).fill('COFFEE');
  await interests.getByRole('textbox', { name: 'Add an interest' }).press('Enter');
  await expect(interests.getByRole('alert')).toHaveText('“coffee” is already in Interests.');
  await expect(interests.getByRole('listitem')).toHaveText(['coffee', 'typography', 'Sourdough']);
  const skills = page.getByRole('region', { name: 'Skills' });
  await skills.getByRole('button', { name: 'Remove “used by 200k climbers”' }).click();
  await expect(skills.getByRole('listitem')).toHaveText(['Figma']);
  const achievements = page.getByRole('region', { name: 'Achievements' });
  await achievements.getByRole('textbox', { name: 'Add an achievement' }).fill('Built an app used by 200k climbers');
  await achievements.getByRole('button', { name: 'Add' }).click();

  // The words at the top.
  const about = page.getByRole('form', { name: 'About you' });
  await about.getByRole('textbox', { name: 'Display name' }).fill('Maya Chen');
  await about.getByRole('textbox', { name: 'Title' }).fill('Product designer');
  await about.getByRole('textbox', { name: 'Bio' }).fill('I design apps for climbers and bake on weekends.');
  await about.getByRole('textbox', { name: 'Location' }).fill('Lisbon');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByRole('status')).toHaveText('Saved');

  // A project and a post.
  const projects = page.getByRole('region', { name: 'Projects' });
  await projects.getByText('Add a project').click();
  await projects.getByRole('textbox', { name: 'Title' }).fill('Cragmap');
  await projects.getByRole('textbox', { name: 'Description' }).fill('Routes and logs for climbers.');
  await projects.getByRole('button', { name: 'Add project' }).click();
  await expect(projects.getByRole('listitem')).toHaveCount(1);
  const posts = page.getByRole('region', { name: 'Posts' });
  await posts.getByText('Add a post').click();
  await posts.getByRole('textbox', { name: 'Text' }).fill('Sourdough notes: long cold proof.');
  await posts.getByRole('button', { name: 'Add post' }).click();
  await expect(posts.getByRole('listitem')).toHaveCount(1);

  // Photos: two uploaded, the second moved first.
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos.locator('input[type=file]').setInputFiles([
    { name: 'crag.png', mimeType: 'image/png', buffer: png(60, 40, [14, 165, 233]) },
    { name: 'bread.png', mimeType: 'image/png', buffer: png(40, 60, [245, 158, 11]) },
  ]);
  await expect(photos.getByRole('img')).toHaveCount(2);
  const [first, second] = await photos.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  await photos.getByRole('button', { name: 'Move “photo 2”', exact: true }).press('ArrowLeft');
  await expect(photos.getByRole('img').first()).toHaveAttribute('src', second!);

  // The avatar: a picture chosen, moved in the crop window, saved as a square.
  await page.getByTestId('avatar-file').setInputFiles({
    name: 'maya.png',
    mimeType: 'image/png',
    buffer: png(300, 200, [124, 58, 237]),
  });
  await expect(page.getByRole('slider', { name: 'Zoom' })).toBeEnabled();
  await page.getByRole('group', { name: /^Crop/ }).press('ArrowLeft');
  await shot(page, 'public-page-editor-crop');
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
  await shot(page, 'public-page-editor');

  // Saved: after a reload everything is as left.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Interests' }).getByRole('listitem')).toHaveText([
    'coffee',
    'typography',
    'Sourdough',
  ]);
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img').first()).toHaveAttribute('src', second!);
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img').nth(1)).toHaveAttribute('src', first!);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Interests' })).toBeVisible();
  // On a phone the fields give way, never the Add buttons' word (no "A…").
  // Interests, skills and achievements each have one.
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(3);
  for (const add of await page.getByRole('button', { name: 'Add', exact: true }).all()) {
    await expect(add).toBeVisible();
    expect(await add.evaluate((button) => [...button.children].every((c) => c.scrollWidth <= c.clientWidth))).toBe(
      true,
    );
  }
  await shot(page, 'public-page-editor-375-dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });

  // A visitor sees the corrected page, the Discover card, the twin card and the link preview.
  const visitor = await browser.newPage();
  await visitor.goto(`/${account.username}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  const main = visitor.getByRole('main');
  await expect(main).toContainText('I design apps for climbers and bake on weekends.');
  await expect(main).toContainText('Product designer');
  await expect(main).toContainText('Lisbon');
  await expect(main).toContainText('typography');
  await expect(main).toContainText('Cragmap');
  await expect(main).toContainText('Built an app used by 200k climbers');
  await expect(main).not.toContainText('maps');
  await expect(main).not.toContainText('sourdough every weekend');
  await expect(main).not.toContainText('used by 200k climbers,');
  const card = visitor.locator('meta[property="og:image"]');
  const image = await visitor.request.get((await card.getAttribute('content'))!);
  expect(image.headers()['content-type']).toBe('image/png');
  const twin = await (await visitor.request.get(`/api/v1/twin/${account.username}`)).json();
  expect(twin.bio).toBe('I design apps for climbers and bake on weekends.');
  expect(twin.title).toBe('Product designer');
  await visitor.close();
  // Discover (for the signed-in) shows the corrected card.
  await page.goto('/discover');
  await page.getByRole('searchbox', { name: 'Search people' }).fill(account.username);
  const found = page.getByRole('link', { name: new RegExp(`@${account.username}`) });
  await expect(found).toContainText('Maya Chen');
  await expect(found).toContainText('Product designer');
  await expect(found).toContainText('typography');
  await expect(found).not.toContainText('maps');
});

test('story suggestions show once, are decided one by one, and stop when switched off', async ({ page }) => {
  await onboardedOwner(page, 'sugg');
  await page.goto('/story');
  await page.getByRole('textbox', { name: 'Your story' }).fill("I love sailing. I'm good at knots. I won the regatta.");
  await page.getByRole('button', { name: 'Save story' }).click();
  const update = page.getByRole('button', { name: 'Update my profile from my stories' });
  const suggestions = page.getByRole('region', { name: 'Suggested for your profile' }).getByRole('listitem');
  await update.click();
  await expect(suggestions.filter({ hasText: 'sailing' })).toHaveCount(1);
  // The same stories again: nothing new, nothing twice.
  await update.click();
  await expect(
    page.getByText('Nothing new in your stories: all of it is on your profile or waiting below.', { exact: false }),
  ).toBeVisible();
  await expect(suggestions.filter({ hasText: 'sailing' })).toHaveCount(1);
  await expect(suggestions.filter({ hasText: 'knots' })).toHaveCount(1);
  await shot(page, 'public-page-suggestions');

  // One accepted as it is, one edited, one dismissed: each leaves the list at once.
  await page.getByRole('button', { name: 'Accept interest: sailing' }).click();
  await page.getByRole('button', { name: 'Edit skill: knots' }).click();
  await page.getByRole('textbox', { name: 'Edit the suggested skill' }).fill('Sailing knots');
  await page.getByRole('textbox', { name: 'Edit the suggested skill' }).press('Enter');
  await page.getByRole('button', { name: /^Dismiss achievement:/ }).click();
  await expect(suggestions).toHaveCount(0);
  await expect(page.getByTestId('profile-interests')).toContainText('sailing');
  await expect(page.getByTestId('profile-skills')).toContainText('Sailing knots');
  await expect(page.getByTestId('profile-achievements')).not.toContainText('regatta');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Suggested for your profile' })).toContainText(
    'No suggestions waiting.',
  );
  await update.click();
  await expect(
    page.getByText('Nothing new in your stories: all of it is on your profile or waiting below.', { exact: false }),
  ).toBeVisible();
  await expect(suggestions).toHaveCount(0);

  // Switched off on the Public page: stories suggest nothing.
  await page.goto('/twin/profile');
  const curation = page.getByRole('switch', { name: 'Suggest profile items from my stories and imports' });
  await expect(curation).toBeChecked();
  await curation.click();
  await expect(curation).not.toBeChecked();
  await page.goto('/story');
  await page.getByRole('textbox', { name: 'Your story' }).fill('I love kayaking.');
  await page.getByRole('button', { name: 'Save story' }).click();
  await update.click();
  await expect(page.getByText('Suggestions are off. Turn them on in My Twin › Public page.')).toBeVisible();
  await expect(suggestions).toHaveCount(0);
});
