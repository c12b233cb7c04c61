import { Outlet, useRouterState } from '@tanstack/react-router';
import { MemberMenu } from '../components/member-menu';
import styles from './member-layout.module.css';

/**
 * The member centre's frame: on desktop the menu beside the page, on a phone the page alone
 * (its heading links back to the menu page). The menu page itself (/member) needs no second menu.
 */
export function MemberLayout() {
  const atMenu = useRouterState({
    select: (state) => state.location.pathname.replace(/\/+$/, '').toLowerCase() === '/member',
  });
  return (
    <div className={atMenu ? styles.single : styles.layout}>
      {!atMenu && (
        <div className={styles.side}>
          <MemberMenu variant="side" />
        </div>
      )}
      <div className={styles.main}>
        <Outlet />
      </div>
    </div>
  );
}
