// The repository's root, for unit tests that read sources, fixtures or the README. The test
// folders mirror the source folders (#32), so a test no longer counts its own depth in "..".
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
