import { formatDurationText, parseDurationText } from '../durationText';

describe('hours:minutes amounts (part 1 §3 minutes, §5 separators)', () => {
  it.each([
    ['38:00', false, 2280],
    ['38', false, 2280],
    ['7:30', false, 450],
    ['7h30', false, 450],
    ['7u05', false, 425],
    ['120:15', false, 7215],
    [' 0:45 ', false, 45],
    ['-7:30', true, -450],
    ['+2:00', true, 120],
    ['-7:30', false, null],
    ['7:60', false, null],
    ['abc', false, null],
    ['', false, null],
    ['7.5', false, null],
  ])('reads %p (signed %p) as %p minutes', (text, signed, minutes) => {
    expect(parseDurationText(text, { signed })).toEqual(minutes);
  });

  it('writes minutes back as h:mm, with a sign when asked', () => {
    expect([
      formatDurationText(2280),
      formatDurationText(45),
      formatDurationText(-450),
      formatDurationText(120, { signed: true }),
      formatDurationText(0, { signed: true }),
    ]).toEqual(['38:00', '0:45', '-7:30', '+2:00', '0:00']);
  });
});
