import { $sessionState } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';
import { KitchenSettingsSection } from './kitchen-settings-section.js';
import { ColleaguesSection } from './colleagues-section.js';
import { AccountSection, DepartmentsSection, UsersSection } from './account-sections.js';
import { daLoginNeeded } from '../../core/texts/da-login-needed.js';
import { LoginNeeded } from '../shared/login-needed.js';

/**
 * `<shop-my-page>`: the logged-in user's own page, built of sections (issue 20 §3, §5: the kitchen's
 * settings; issue 22 adds the account's sections). Each section is its own component with its own
 * store; this component only lays them out, each section headed by an h2 under the page's own h1.
 * A visitor who is not logged in is asked to log in.
 */
export function MyPage() {
  const session = useStore($sessionState);
  if (session !== 'authenticated') return <LoginNeeded text={daLoginNeeded.myPage} />;
  return (
    <div className="my-page" part="container">
      {/* The sections, in page order (issue 22: account sections go here). */}
      <AccountSection />
      <DepartmentsSection />
      <KitchenSettingsSection />
      <ColleaguesSection />
      <UsersSection />
    </div>
  );
}
