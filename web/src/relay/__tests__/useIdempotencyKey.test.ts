import { act, renderHook } from '@testing-library/react';
import { useIdempotencyKey } from '../useIdempotencyKey';

// The finding "30 parallel startWorkflow calls stored 30 workflows": a form sends one key per submission.
describe('useIdempotencyKey', () => {
  const setup = () => {
    const sent: { name: string; idempotencyKey: string }[] = [];
    let fail = false;
    const send = jest.fn(async (input: { name: string; idempotencyKey: string }) => {
      sent.push(input);
      if (fail) throw new Error('the answer was lost');
      return 'ok';
    });
    const { result } = renderHook(() => useIdempotencyKey(send));
    return {
      sent,
      submit: (name: string) => act(() => result.current({ name }).catch(() => 'lost')),
      failNext: (value: boolean) => (fail = value),
    };
  };

  it('a retry after a lost answer reuses the key; after an answer the next submission gets a fresh one', async () => {
    const { sent, submit, failNext } = setup();
    failNext(true);
    await submit('Onboarding');
    failNext(false);
    await submit('Onboarding');
    await submit('Onboarding');
    expect(sent[0].idempotencyKey).toEqual(sent[1].idempotencyKey);
    expect(sent[2].idempotencyKey).not.toEqual(sent[1].idempotencyKey);
  });

  it('another input is another submission with its own key', async () => {
    const { sent, submit, failNext } = setup();
    failNext(true);
    await submit('Onboarding');
    await submit('Offboarding');
    expect(sent[0].idempotencyKey).not.toEqual(sent[1].idempotencyKey);
    expect(sent.map((s) => s.idempotencyKey.length >= 32)).toEqual([true, true]);
  });
});
