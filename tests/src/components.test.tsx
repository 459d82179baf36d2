// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from '../support/act.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import { loadRestTexts } from '../../src/i18n/more-texts';
import { CountdownButton } from '../../src/components/CountdownButton';
import { Field } from '../../src/components/Field';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';
import { Toast } from '../../src/components/Toast';
import { Popup } from '../../src/components/Popup';
import { confirm } from '../../src/state/dialog';
import { showToast } from '../../src/state/toast';
import { useProgressiveCount } from '../../src/components/use-progressive-count';

// The components' labels live in the first screen's texts and in `common` (the rest part, as their screens load it).
beforeAll(async () => {
  await setLocale('en');
  await loadRestTexts();
});

let root: HTMLElement;
const mount = (node: preact.ComponentChild) => {
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(node, root));
  return root;
};
afterEach(() => {
  act(() => render(null, root));
  root.remove();
  vi.useRealTimers();
});

describe('CountdownButton', () => {
  it('starts a 60 s countdown only after the code was sent', async () => {
    vi.useFakeTimers();
    let resolveSend!: () => void;
    const el = mount(
      <CountdownButton
        onSend={() =>
          new Promise<void>((r) => {
            resolveSend = r;
          })
        }
      />,
    );
    const btn = el.querySelector('button')!;
    await act(async () => {
      btn.click();
    });
    expect(btn.disabled).toBe(true);
    await act(async () => {
      resolveSend();
    });
    expect(btn.textContent).toContain('60');
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(btn.textContent).toContain('1');
    expect(btn.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(btn.disabled).toBe(false);
  });

  it('does not count down when sending fails', async () => {
    const el = mount(<CountdownButton onSend={() => Promise.reject(new Error('429'))} />);
    const btn = el.querySelector('button')!;
    await act(async () => {
      btn.click();
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(btn.disabled).toBe(false);
  });

  it('does not send when the precondition fails', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const el = mount(<CountdownButton onSend={onSend} canSend={() => false} />);
    await act(async () => {
      el.querySelector('button')!.click();
    });
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('Field', () => {
  it('labels its input and links the error text to it', () => {
    const el = mount(<Field label="E-mail" value="" onChange={() => {}} error="Please enter your e-mail" />);
    const input = el.querySelector('input')!;
    expect(el.querySelector('label')!.getAttribute('for')).toBe(input.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(el.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby')!)}`)!.textContent).toBe(
      'Please enter your e-mail',
    );
  });

  it('toggles a password between hidden and shown', () => {
    const el = mount(<Field label="Password" type="password" value="secret" onChange={() => {}} />);
    const input = el.querySelector('input')!;
    expect(input.type).toBe('password');
    act(() => {
      (el.querySelector('button') as HTMLButtonElement).click();
    });
    expect(input.type).toBe('text');
  });
});

describe('ConfirmDialog and Toast', () => {
  it('resolves confirm() true on confirm and false on cancel', async () => {
    const el = mount(<ConfirmDialog />);
    let p = confirm('Log out?');
    await act(async () => {});
    expect(el.textContent).toContain('Log out?');
    act(() => {
      (el.querySelectorAll('.dialog button')[1] as HTMLButtonElement).click();
    });
    expect(await p).toBe(true);
    p = confirm('Delete?');
    await act(async () => {});
    act(() => {
      (el.querySelectorAll('.dialog button')[0] as HTMLButtonElement).click();
    });
    expect(await p).toBe(false);
    expect(el.querySelector('.dialog')).toBeNull();
  });

  it('labels its buttons by what they do when the caller says, and Cancel / Confirm otherwise', async () => {
    const el = mount(<ConfirmDialog />);
    const labels = () => [...el.querySelectorAll('.dialog button')].map((b) => b.textContent);
    let p = confirm('Cancel this pending order?', 'Cancel order', 'Keep order');
    await act(async () => {});
    expect(labels()).toEqual(['Keep order', 'Cancel order']);
    act(() => {
      (el.querySelectorAll('.dialog button')[0] as HTMLButtonElement).click();
    });
    expect(await p).toBe(false);
    p = confirm('Log out?');
    await act(async () => {});
    expect(labels()).toEqual(['Cancel', 'Confirm']);
    act(() => {
      (el.querySelectorAll('.dialog button')[1] as HTMLButtonElement).click();
    });
    expect(await p).toBe(true);
  });

  it('shows the newest toast text', async () => {
    const el = mount(<Toast />);
    await act(async () => {
      showToast('Copied');
    });
    expect(el.textContent).toBe('Copied');
  });
});

describe('Popup', () => {
  it('renders a labelled bottom sheet at least the asked height and closes by its button or a tap outside', () => {
    const onClose = vi.fn();
    const el = mount(
      <Popup open title="Order" height="60%" onClose={onClose}>
        <p>detail</p>
      </Popup>,
    );
    const sheet = el.querySelector('[role="dialog"]') as HTMLElement;
    expect(sheet.getAttribute('aria-label')).toBe('Order');
    // Its least height: it grows with its content (src/styles/forms.css caps it at 90 % of the screen).
    expect(sheet.style.minHeight).toBe('60%');
    expect(sheet.style.height).toBe('');
    act(() => {
      (el.querySelector('.sheet-head button') as HTMLButtonElement).click();
    });
    act(() => {
      (el.querySelector('.overlay') as HTMLElement).click();
    });
    act(() => {
      sheet.querySelector('p')!.click();
    });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    const el = mount(
      <Popup open={false} onClose={() => {}}>
        <p>x</p>
      </Popup>,
    );
    expect(el.innerHTML).toBe('');
  });
});

describe('usePagedList', () => {
  it('appends pages until the loaded count reaches total, and reload starts again at page 1', async () => {
    const { usePagedList } = await import('../../src/components/use-paged-list');
    const asked: number[] = [];
    let api!: ReturnType<typeof usePagedList<number>>;
    const fetchPage = async (page: number) => {
      asked.push(page);
      return { items: Array.from({ length: page < 3 ? 10 : 5 }, (_, i) => (page - 1) * 10 + i), total: 25 };
    };
    function Probe() {
      api = usePagedList(fetchPage, 'k');
      return null;
    }
    mount(<Probe />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.items.length).toBe(10);
    await act(async () => {
      api.next();
      await Promise.resolve();
    });
    await act(async () => {
      api.next();
      await Promise.resolve();
    });
    expect(api.items.length).toBe(25);
    expect(api.more).toBe(false);
    await act(async () => {
      api.next();
      await Promise.resolve();
    });
    expect(asked).toEqual([1, 2, 3]);
    await act(async () => {
      await api.reload();
    });
    expect(asked).toEqual([1, 2, 3, 1]);
    expect(api.items.length).toBe(10);
  });
});

describe('Picker', () => {
  it('opens a sheet of choices, selects one, and calls onEmpty instead when there is nothing to choose', async () => {
    const { Picker } = await import('../../src/components/Picker');
    const chosen: number[] = [];
    const el = mount(
      <Picker
        label="Network"
        placeholder="Choose"
        value={null}
        onChange={(v: number) => chosen.push(v)}
        options={[
          { value: 1, label: 'USDT-TRC20' },
          { value: 2, label: 'BTC' },
        ]}
      />,
    );
    act(() => (el.querySelector('button.picker-btn') as HTMLButtonElement).click());
    const options = [...el.querySelectorAll('[role=option]')] as HTMLButtonElement[];
    expect(options.map((o) => o.textContent)).toEqual(['USDT-TRC20', 'BTC']);
    act(() => options[1]!.click());
    expect(chosen).toEqual([2]);
    expect(el.querySelector('[role=dialog]')).toBeNull();

    let empty = 0;
    const el2 = mount(
      <Picker
        label="Send to"
        placeholder="Choose"
        value={null}
        onChange={() => undefined}
        options={[]}
        onEmpty={() => {
          empty++;
        }}
      />,
    );
    act(() => (el2.querySelector('button.picker-btn') as HTMLButtonElement).click());
    expect(empty).toBe(1);
    expect(el2.querySelector('[role=dialog]')).toBeNull();
  });
});

describe('useProgressiveCount', () => {
  it('renders the first screen in two tasks, then one more item per idle moment until the whole list', async () => {
    const seen: number[] = [];
    function List({ total }: { total: number }) {
      const n = useProgressiveCount(total, 4);
      seen.push(n);
      return (
        <ul>
          {Array.from({ length: Math.min(n, total) }, (_, i) => (
            <li key={i} />
          ))}
        </ul>
      );
    }
    const el = mount(<List total={7} />);
    expect(el.querySelectorAll('li')).toHaveLength(2);
    await vi.waitFor(() => expect(el.querySelectorAll('li')).toHaveLength(7));
    // Half the first screen, the other half, then one item a step: no render takes on more than two new rows.
    expect(seen.filter((n, i) => n !== seen[i - 1])).toEqual([2, 4, 5, 6, 7]);
  });
});
