import { describe, expect, it } from 'vitest';
import { createToastQueue, dismissToasts, showToast } from './toast-queue';

// The stories show these in a browser; here the toasts waiting behind the first five, which no story sees.
describe('toasts beyond the five shown', () => {
  it('dismissing errors also closes those still waiting, so none surfaces on the next screen', () => {
    const queue = createToastQueue();
    for (let index = 0; index < 7; index += 1)
      showToast({ tone: 'error', detail: `Failure ${index}` }, queue);
    showToast({ tone: 'success', detail: 'Saved' }, queue);
    dismissToasts(['error', 'warning'], queue);
    expect(queue.visibleToasts.map((toast) => toast.content.detail)).toEqual(['Saved']);
  });

  it('a repeated toast replaces its waiting copy', () => {
    const queue = createToastQueue();
    showToast({ tone: 'warning', detail: 'Bad Credencial' }, queue);
    for (let index = 0; index < 5; index += 1)
      showToast({ tone: 'info', detail: `Note ${index}` }, queue);
    showToast({ tone: 'warning', detail: 'Bad Credencial' }, queue);
    dismissToasts(['info'], queue);
    expect(queue.visibleToasts.map((toast) => toast.content.detail)).toEqual(['Bad Credencial']);
  });

  it('forgets toasts removed by clear()', () => {
    const queue = createToastQueue();
    showToast({ tone: 'error', detail: 'Gone', subject: 'save' }, queue);
    queue.clear();
    showToast({ tone: 'success', detail: 'Saved', subject: 'save' }, queue);
    expect(queue.visibleToasts).toHaveLength(1);
  });
});
