import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Opens the login popup, coming back to this page once signed in. */
export function useGoToLogin(): () => void {
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(() => {
    const here = router.state.location.href;
    // Going back to /login itself after logging in would reopen the popup.
    const redirect = here.startsWith('/login') ? undefined : here;
    void navigate({ to: '/login', search: { redirect } });
  }, [navigate, router]);
}
