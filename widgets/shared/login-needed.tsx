import { $sessionState, $shopConfig, safeUrl } from '../../core/index.js';
import { daLoginNeeded } from '../../core/texts/da-login-needed.js';
import { useStore } from './use-store.js';

/**
 * A page widget's answer to a visitor who is not logged in: what logging in gives and a link to the
 * site's login page ($shopConfig.loginUrl). Nothing while the session is still being asked for, so a
 * logged-in user never sees it flash.
 */
export function LoginNeeded({ text }: { text: string }) {
  const session = useStore($sessionState);
  const config = useStore($shopConfig);
  if (session !== 'anonymous' && session !== 'expired') return null;
  return (
    <p className="login-needed">
      {text} <a href={safeUrl(config.loginUrl) ?? '/'}>{daLoginNeeded.login}</a>
    </p>
  );
}
