import type { TokenResult } from '@portal/contracts/auth';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/redirect';
import { startSession } from '../../../lib/session';

// Stores the new token and goes to ?redirect= (or the member area).
export function useCompleteSignIn(): (result: TokenResult) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (result: TokenResult) => {
      startSession(result.token, result.expiresAt);
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    [navigate, params],
  );
}
