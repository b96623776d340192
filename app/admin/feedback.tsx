import { useCallback, useEffect, useRef, useState } from "react";
import { noticeStyle } from "../ui/styles";

/** docs/product.md §11: a success message stays 3 seconds (event creation passes 5). */
export const SUCCESS_MS = 3_000;

/**
 * A screen's feedback: a green success message that goes away by itself, and a red failure box
 * that stays until the next attempt.
 */
export function useFeedback() {
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const succeed = useCallback((message: string, ms: number = SUCCESS_MS) => {
    clearTimeout(timer.current);
    setError(null);
    setSuccess(message);
    timer.current = setTimeout(() => setSuccess(null), ms);
  }, []);
  const fail = useCallback((message: string) => {
    clearTimeout(timer.current);
    setSuccess(null);
    setError(message);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setSuccess(null);
    setError(null);
  }, []);
  return { success, error, succeed, fail, clear };
}

export function Feedback({ success, error }: { success: string | null; error: string | null }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {success ? <p className={noticeStyle.success}>{success}</p> : null}
      {error ? <p className={noticeStyle.error}>{error}</p> : null}
    </div>
  );
}
