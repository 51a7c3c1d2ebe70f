import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders } from '../../../test/relayTestUtils';
import { MinutesPicker } from '../components/MinutesPicker';

const changes: number[] = [];

function Picker({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <MinutesPicker
      label="From"
      value={value}
      onChange={(minutes) => {
        changes.push(minutes);
        setValue(minutes);
      }}
    />
  );
}

function renderPicker(initial = 540) {
  changes.length = 0;
  renderWithProviders(<Picker initial={initial} />, { environment: createMockEnvironment() });
  return screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
}

function typeAndLeave(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('MinutesPicker', () => {
  it('part 1 §5: shows the minutes as 24h hh:mm', () => {
    expect(renderPicker(780).value).toEqual('13:00');
  });

  it('part 1 §5: reads colon, h and u as the separator', () => {
    const input = renderPicker();
    const read = ['9:30', '14h05', '17u45'].map((text) => {
      typeAndLeave(input, text);
      return [input.value, changes[changes.length - 1]];
    });
    expect(read).toEqual([
      ['09:30', 570],
      ['14:05', 845],
      ['17:45', 1065],
    ]);
  });

  it('part 1 §5: caps hours at 23 and minutes at 59', () => {
    const input = renderPicker();
    typeAndLeave(input, '27:75');
    expect([input.value, changes[changes.length - 1]]).toEqual(['23:59', 1439]);
  });

  it('part 1 §5: a non-numeric part becomes 00', () => {
    const input = renderPicker();
    typeAndLeave(input, 'ab:cd');
    const first = input.value;
    typeAndLeave(input, '10:xx');
    expect([first, input.value]).toEqual(['00:00', '10:00']);
  });

  it('part 1 §5: arrows step the hours by 1 before the separator and the minutes by 5 after it', () => {
    const input = renderPicker(540);
    input.setSelectionRange(1, 1);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const afterHourUp = input.value;
    input.setSelectionRange(4, 4);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const afterMinuteUp = input.value;
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    // domain stepMinutes stops at 0 rather than borrowing an hour.
    expect([afterHourUp, afterMinuteUp, input.value, changes]).toEqual([
      '10:00',
      '10:05',
      '10:00',
      [600, 605, 600, 600],
    ]);
  });
});
