/** The user's own folders for sitesync (outside any repository). */
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The user's config folder: $XDG_CONFIG_HOME/sitesync, else %APPDATA%\sitesync, else ~/.config/sitesync. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SITESYNC_CONFIG_DIR) return env.SITESYNC_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'sitesync');
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'sitesync');
  return join(homedir(), '.config', 'sitesync');
}
