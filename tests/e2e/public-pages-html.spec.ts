import { expect, test } from './support/page-errors';
import { PUBLIC_PATHS } from './showcase-helpers';
import { htmlStructureErrors } from './support/html-structure';

// The rules a validator checks that our markup can break (support/html-structure.ts says which).
test('every public page has no HTML error in what the server sends', async ({ request }) => {
  for (const path of [...PUBLIC_PATHS, '/blog?page=2', '/une-page-qui-n-existe-pas']) {
    const response = await request.get(path);
    expect(await htmlStructureErrors(await response.text()), path).toEqual([]);
  }
});
