// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { notify, setNotifier, whenNoticeWaits } from './notifier';

describe('notifier', () => {
  it('keeps what was said before the snackbars loaded, the last three, and shows it then', () => {
    for (const n of [1, 2, 3, 4]) notify('error', `failure ${n}`);
    const show = vi.fn();
    const unplug = setNotifier(show);
    expect(show.mock.calls).toEqual([
      ['error', 'failure 2'],
      ['error', 'failure 3'],
      ['error', 'failure 4'],
    ]);

    notify('success', 'Saved');
    expect(show).toHaveBeenLastCalledWith('success', 'Saved');
    expect(show).toHaveBeenCalledTimes(4);

    unplug();
    notify('error', 'later');
    expect(show).toHaveBeenCalledTimes(4);
    const next = vi.fn();
    setNotifier(next);
    expect(next.mock.calls).toEqual([['error', 'later']]);
  });

  it('tells a page that loads its snackbars on demand when something waits to be said', () => {
    const unplug = setNotifier(vi.fn());
    const waits = vi.fn();
    const stop = whenNoticeWaits(waits);
    notify('success', 'shown at once');
    expect(waits).not.toHaveBeenCalled();
    unplug();
    notify('error', 'kept');
    expect(waits).toHaveBeenCalledTimes(1);
    stop();
    const late = vi.fn();
    whenNoticeWaits(late);
    expect(late).toHaveBeenCalledTimes(1);
    setNotifier(vi.fn());
  });
});
