// Where Pericles keeps its files. Electron's app.getPath('userData') gives the same folders for
// productName "Pericles"; the browser host (npm run web) has no Electron, so it computes them.
import * as os from 'node:os';
import * as path from 'node:path';

export const APP_NAME = 'Pericles';

/** `$PERICLES_USER_DATA`, else the platform's per-user application-data folder. */
export function userDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = os.homedir()): string {
  if (env.PERICLES_USER_DATA) return path.resolve(env.PERICLES_USER_DATA);
  if (platform === 'win32') return path.join(env.APPDATA || path.join(home, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', APP_NAME);
  return path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), APP_NAME);
}

export function savesDir(userData: string = userDataDir()): string {
  return path.join(userData, 'saves');
}
