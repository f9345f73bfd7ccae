import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountDisplayName } from '@lomi/core';
import { useSiteText } from '../language/use-site-text.ts';
import { useSession } from '../session/use-session.ts';
import { useSelfServiceCreation } from './use-site-settings.ts';
import { HeaderMenuTextProvider, useHeaderMenuText } from './header-menu-text.ts';
import './header-menu.css';

interface HeaderMenuPanelProps {
  kind: 'account' | 'mobile';
  id: string;
  /** The button that opened the panel: focus goes back to it on Escape. */
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The account menu and the mobile menu of §2. Closes on Escape (focus back on its button), on a click
 * outside, when a link in it is followed, and (see HeaderMenuButton) when the focus leaves it.
 */
export default function HeaderMenuPanel({ kind, id, button, onClose }: HeaderMenuPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const opened = useRef(`${pathname}${search}`);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [button, onClose]);

  // Following a link (or searching) moves to another page: the menu has done its job.
  useEffect(() => {
    if (`${pathname}${search}` !== opened.current) onClose();
  }, [pathname, search, onClose]);

  return (
    <div ref={panel} id={id} className={`header-menu__panel header-menu__panel--${kind}`}>
      <HeaderMenuTextProvider>
        {kind === 'account' ? <AccountItems /> : <MobileItems />}
      </HeaderMenuTextProvider>
    </div>
  );
}

/** §2 account menu, signed in: who is signed in, then the signed-in items. */
function AccountItems() {
  const t = useHeaderMenuText();
  const { user } = useSession();
  const name = user ? accountDisplayName(user) : '';
  return (
    <>
      {name && <p className="header-menu__who">{t('menu.signedInAs', { name })}</p>}
      <ul className="header-menu__list">
        <SignedInItems />
      </ul>
    </>
  );
}

/**
 * §2 mobile menu: the header's links and the account menu, plus search, my campaigns and create-campaign
 * (disabled unless self-service creation is on).
 */
function MobileItems() {
  const t = useHeaderMenuText();
  const site = useSiteText();
  const { status, user } = useSession();
  const signedIn = status === 'signed-in';
  const name = user ? accountDisplayName(user) : '';
  return (
    <nav aria-label={t('menu.label')}>
      <MenuSearch />
      {signedIn && name && <p className="header-menu__who">{t('menu.signedInAs', { name })}</p>}
      <ul className="header-menu__list">
        <li>
          <Link to="/explore">{site('layout.nav.explore')}</Link>
        </li>
        <li>
          <Link to="/howitworks">{site('layout.nav.howItWorks')}</Link>
        </li>
        <li>
          <Link to="/embed">{site('layout.nav.developers')}</Link>
        </li>
        {signedIn ? (
          <SignedInItems withMyCampaigns />
        ) : (
          <>
            <CreateItem item={t('menu.createCampaign')} to="/create-campaign" />
            <SupportItems />
            <li>
              <Link to="/login">{t('menu.login')}</Link>
            </li>
            <li>
              <Link to="/signup">{t('menu.signup')}</Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

/**
 * The signed-in items of §2, in the account menu and the mobile menu alike: (operators only: the console,)
 * profile, (mobile only: my
 * campaigns,) notifications, saved, the two creations (disabled unless self-service is on), help, FAQ, change
 * password, log out, delete account.
 */
function SignedInItems({ withMyCampaigns = false }: { withMyCampaigns?: boolean }) {
  const t = useHeaderMenuText();
  const { user } = useSession();
  return (
    <>
      {user?.role === 'operator' && (
        <li>
          <Link to="/console">{t('menu.console')}</Link>
        </li>
      )}
      <li>
        <Link to="/user">{t('menu.profile')}</Link>
      </li>
      {withMyCampaigns && (
        <li>
          <Link to="/mycampaigns">{t('menu.myCampaigns')}</Link>
        </li>
      )}
      <li>
        <Link to="/notifications">{t('menu.notifications')}</Link>
      </li>
      <li>
        <Link to="/saved">{t('menu.saved')}</Link>
      </li>
      <CreateItem item={t('menu.createOrganization')} to="/create-organization" />
      <CreateItem item={t('menu.createCampaign')} to="/create-campaign" />
      <SupportItems />
      <li>
        <Link to="/change-password">{t('menu.changePassword')}</Link>
      </li>
      <LogOutItem />
      <li>
        <Link to="/delete-account" className="header-menu__danger">
          {t('menu.deleteAccount')}
        </Link>
      </li>
    </>
  );
}

/** Help center and FAQ, in every menu. */
function SupportItems() {
  const t = useHeaderMenuText();
  return (
    <>
      <li>
        <Link to="/help">{t('menu.help')}</Link>
      </li>
      <li>
        <Link to="/faq">{t('menu.faq')}</Link>
      </li>
    </>
  );
}

/**
 * Creation is done by Lomi's team for now (§1): shown, but disabled, unless the operator turned self-service
 * creation on (then a link to the creation screen, which asks visitors to sign in first).
 */
function CreateItem({ item, to }: { item: string; to: string }) {
  const t = useHeaderMenuText();
  const selfService = useSelfServiceCreation();
  if (selfService) {
    return (
      <li>
        <Link to={to}>{item}</Link>
      </li>
    );
  }
  return (
    <li>
      <button type="button" disabled>
        {t('menu.comingSoon', { item })}
      </button>
    </li>
  );
}

function LogOutItem() {
  const t = useHeaderMenuText();
  const { signOut } = useSession();
  return (
    <li>
      <button type="button" onClick={signOut}>
        {t('menu.logout')}
      </button>
    </li>
  );
}

/** The mobile menu's search: opens Explore with the words searched. */
function MenuSearch() {
  const t = useHeaderMenuText();
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const inputId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    const query = words.trim();
    navigate(query ? `/explore?${new URLSearchParams({ search: query }).toString()}` : '/explore');
  }
  return (
    <form role="search" className="header-menu__search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('menu.search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={words}
        placeholder={t('menu.search.label')}
        onChange={(event) => setWords(event.target.value)}
      />
      <button type="submit">{t('menu.search.submit')}</button>
    </form>
  );
}
