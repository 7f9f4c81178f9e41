// My page's account sections (issue 22 point 5, §3, §6, §7 "Login, profile and settings"):
//  - "Min konto": the user's own settings (hideCo2, showExpiry, showProcure unless procureAlwaysOn) and,
//    where the department's variant offers shopping lists, the cart type (Kurv / Indkøbsliste);
//  - "Afdelinger": the departments the user may act for, the current one marked, a button to switch;
//  - "Brugere" (admins): the customer's users with showPrices/allowOrdering.
// Renders core/stores/my-settings.ts; each change is saved at once and said in an aria-live region.
import { useId } from 'react';
import { profileMayChooseCartType } from '../../core/rules/own-settings.js';
import { $profile } from '../../core/stores/session-state.js';
import { $account, $customerUsers, $relations, setCartType, setOwnSetting, setUserSetting, switchDepartment, type OwnSettingKey } from '../../core/stores/my-settings.js';
import { daMySettings as t } from '../../core/texts/da-my-settings.js';
import { useStore } from '../shared/use-store.js';
import { $environment } from '../../core/stores/environment.js';

export function AccountSection() {
  const profile = useStore($profile);
  const account = useStore($account);
  const id = useId();
  if (!profile) return null;
  const { settings } = profile;
  const toggles: OwnSettingKey[] = settings.procureAlwaysOn ? ['hideCo2', 'showExpiry'] : ['hideCo2', 'showExpiry', 'showProcure'];
  return (
    <section className="section account" part="section account" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">{t.accountTitle}</h2>
      <p className="intro">{t.accountIntro}</p>
      <ul className="toggle-list">
        {toggles.map((key) => (
          <li key={key}>
            <label className="toggle">
              <input
                type="checkbox"
                checked={settings[key]}
                disabled={account.busy !== null}
                onChange={(e) => void setOwnSetting(key, e.currentTarget.checked)}
              />
              {t[key]}
            </label>
          </li>
        ))}
      </ul>
      {settings.procureAlwaysOn ? <p className="hint">{t.procureAlwaysOn}</p> : null}
      {profileMayChooseCartType(profile) ? (
        <fieldset className="cart-type" part="cart-type">
          <legend>{t.cartTypeLegend}</legend>
          {([0, 1] as const).map((value) => (
            <label key={value} className="toggle">
              <input
                type="radio"
                name={`${id}-cart-type`}
                value={value}
                checked={profile.cartType === value}
                disabled={account.busy !== null}
                onChange={() => void setCartType(value)}
              />
              {value === 0 ? t.cartTypeShop : t.cartTypeShoppingList}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="status" role="status" aria-live="polite">{account.message ?? ''}</p>
      <EnvironmentProblems />
    </section>
  );
}

/** §7 environmentcheck: what this browser lacks, in Danish (nothing when all is well). */
function EnvironmentProblems() {
  const state = useStore($environment);
  if (state.status !== 'loaded' || state.answer.problems.length === 0) return null;
  return (
    <ul className="environment-problems" part="environment-problems">
      {state.answer.problems.map((p) => <li key={p.code}>{p.message}</li>)}
    </ul>
  );
}

export function DepartmentsSection() {
  const state = useStore($relations);
  const id = useId();
  return (
    <section className="section departments" part="section departments" aria-labelledby={`${id}-title`} aria-busy={state.status === 'loading' || (state.status === 'loaded' && state.switching !== null)}>
      <h2 id={`${id}-title`} className="section-title">{t.departmentsTitle}</h2>
      {state.status === 'error' ? <p className="error" role="alert">{t.loadFailed}</p> : null}
      {state.status === 'loaded' ? (
        <>
          {state.departments.length > 1 ? <p className="intro">{t.departmentsIntro}</p> : null}
          <ul className="department-list">
            {state.departments.map((d) => (
              <li key={d.code} className={d.current ? 'department current' : 'department'} part={d.current ? 'department current' : 'department'} aria-current={d.current ? 'true' : undefined}>
                <span className="name">{t.departmentLine(d.name, d.code, d.customerNo)}</span>
                {d.current ? (
                  <strong className="badge">{t.currentDepartment}</strong>
                ) : (
                  <button type="button" className="btn secondary" disabled={state.switching !== null} onClick={() => void switchDepartment(d.code)}>
                    {t.switchTo(d.name)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="status" role="status" aria-live="polite">{state.status === 'loaded' ? (state.message ?? '') : ''}</p>
    </section>
  );
}

export function UsersSection() {
  const profile = useStore($profile);
  const state = useStore($customerUsers);
  const id = useId();
  if (!profile?.isAdmin) return null;
  return (
    <section className="section users" part="section users" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">{t.usersTitle}</h2>
      <p className="intro">{t.usersIntro}</p>
      {state.status === 'error' ? <p className="error" role="alert">{t.loadFailed}</p> : null}
      {state.status === 'loaded' ? (
        <table className="user-table" part="user-table">
          <thead>
            <tr>
              <th scope="col">{t.userColumn}</th>
              <th scope="col">{t.showPrices}</th>
              <th scope="col">{t.allowOrdering}</th>
            </tr>
          </thead>
          <tbody>
            {state.users.map((u) => (
              <tr key={u.userId}>
                <th scope="row">
                  <span className="name">{u.name}</span> <span className="email">{u.email}</span>
                </th>
                {(['showPrices', 'allowOrdering'] as const).map((key) => (
                  <td key={key}>
                    <input
                      type="checkbox"
                      aria-label={t.userSettingLabel(t[key], u.name)}
                      checked={u.settings[key]}
                      disabled={state.busy !== null}
                      onChange={(e) => void setUserSetting(u.userId, key, e.currentTarget.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="status" role="status" aria-live="polite">{state.status === 'loaded' ? (state.message ?? '') : ''}</p>
    </section>
  );
}
