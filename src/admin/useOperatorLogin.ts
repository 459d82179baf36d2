import { useState } from 'react';
import { adminCall } from './admin-client';
import { setAdminSession } from './admin-session';

/**
 * The operator login's state: the email and password, then (with the operator's two-factor on) the ticket the right
 * password earned and the code typed for it. `submit` sends whichever step the form is at; a refused code is cleared.
 */
export function useOperatorLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [ticket, setTicket] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      if (ticket) {
        const r = await adminCall('POST /admin/api/login/two_factor', { form: { ticket, code: code.trim() } });
        setAdminSession(r.token, r.operator);
        return;
      }
      const r = await adminCall('POST /admin/api/login', {
        form: { email: email.trim(), password },
      });
      if ('second_factor' in r) setTicket(r.ticket);
      else setAdminSession(r.token, r.operator);
    } catch {
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return { email, setEmail, password, setPassword, ticket, setTicket, code, setCode, busy, submit };
}
