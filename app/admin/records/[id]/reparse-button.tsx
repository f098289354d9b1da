'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

/** Clears the record's cached details so the next details call parses it again. */
export function ReparseButton({
  county,
  docNumber,
  disabled,
}: {
  county: string;
  docNumber: string;
  disabled: boolean;
}) {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  async function onClick() {
    setState('busy');
    const res = await fetch('/api/admin/reparse', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ county, docNumber }),
    });
    setState(res.ok ? 'done' : 'error');
    if (res.ok) router.refresh();
  }
  return (
    <p>
      <button type="button" onClick={onClick} disabled={disabled || state === 'busy'} data-testid="reparse">
        Re-parse on next request
      </button>{' '}
      <span data-testid="reparse-state">
        {state === 'done' ? 'Cleared: the next details call re-parses.' : state === 'error' ? 'Failed.' : ''}
      </span>
    </p>
  );
}
