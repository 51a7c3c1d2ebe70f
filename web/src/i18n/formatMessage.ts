// The messages' formatter, in place of react-intl (≈ 6 KB brotli on every page). It reads the AST the build
// compiles the message files to (compileMessages.ts, FormatJS's format) and writes what intl-messageformat wrote for
// it, through the browser's Intl with one formatter per locale and options. `<` is text (the messages are parsed with
// `ignoreTag`), so no rich-text tags. __tests__/formatMessage.test.ts holds every message of every language to the
// old output.

/** An argument's options (a select's values, a plural's categories and `=n`). */
type Options = Record<string, { value: MessageElement[] }>;
type Style<T> = string | { parsedOptions: T } | null | undefined;

/** FormatJS's message AST (@formatjs/icu-messageformat-parser, `TYPE`), the element types the formatter reads. */
export type MessageElement =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 2; value: string; style?: Style<NumberOptions> }
  | { type: 3 | 4; value: string; style?: Style<Intl.DateTimeFormatOptions> }
  | { type: 5; value: string; options: Options }
  | { type: 6; value: string; options: Options; offset?: number; pluralType?: Intl.PluralRuleType }
  | { type: 7 };

/** A compiled message: its AST, or the text itself when it is one literal (the compact form compileMessages writes). */
export type CompiledMessage = string | readonly MessageElement[];
export type MessageValues = Readonly<Record<string, string | number | Date | null | undefined>>;

const [LITERAL, ARGUMENT, NUMBER, DATE, TIME, SELECT, PLURAL, POUND] = [0, 1, 2, 3, 4, 5, 6, 7] as const;

// intl-messageformat's named styles (`{n, number, percent}`, `{d, date, short}`, `{d, time}`).
type NumberOptions = Intl.NumberFormatOptions & { scale?: number };
const NUMBER_STYLES: Record<string, NumberOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

function cached<T>(create: (locale: string, options: object | undefined) => T) {
  const made = new Map<string, T>();
  return (locale: string, options?: object): T => {
    const key = `${locale} ${JSON.stringify(options ?? {})}`;
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = create(locale, options)));
    return formatter;
  };
}

const numberFormat = cached((locale, options) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = cached((locale, options) => new Intl.DateTimeFormat(locale, options));
const pluralRules = cached((locale, options) => new Intl.PluralRules(locale, options));

const styleOf = <T>(style: Style<T>, named: Record<string, T>): T | undefined =>
  typeof style === 'string' ? named[style] : (style?.parsedOptions ?? undefined);

/** The message with its values, in the locale; throws on a value it lacks (the translator then shows the key). */
export function formatMessage(message: CompiledMessage, locale: string, values: MessageValues = {}): string {
  return typeof message === 'string' ? message : format(message, locale, values, undefined);
}

function format(
  elements: readonly MessageElement[],
  locale: string,
  values: MessageValues,
  pluralValue: number | undefined,
): string {
  let text = '';
  for (const element of elements) {
    if (element.type === LITERAL) {
      text += element.value;
      continue;
    }
    if (element.type === POUND) {
      if (pluralValue !== undefined) text += numberFormat(locale).format(pluralValue);
      continue;
    }
    if (!Object.prototype.hasOwnProperty.call(values, element.value))
      throw new Error(`No value for {${element.value}}`);
    const value = values[element.value];
    switch (element.type) {
      case ARGUMENT:
        text += value == null ? '' : String(value);
        break;
      case NUMBER: {
        const style = styleOf(element.style, NUMBER_STYLES);
        const scaled = style?.scale ? Number(value) * style.scale : value;
        text += numberFormat(locale, style).format(scaled as number);
        break;
      }
      case DATE:
      case TIME: {
        const style =
          styleOf(element.style, element.type === DATE ? DATE_STYLES : TIME_STYLES) ??
          (element.type === TIME ? TIME_STYLES.medium : undefined);
        text += dateTimeFormat(locale, style).format(value as number | Date);
        break;
      }
      case SELECT: {
        const option = optionOf(element.options, String(value)) ?? element.options.other;
        if (!option) throw new Error(`No option of {${element.value}} for ${String(value)}`);
        text += format(option.value, locale, values, undefined);
        break;
      }
      case PLURAL: {
        const count = Number(value) - (element.offset ?? 0);
        const option =
          optionOf(element.options, `=${String(value)}`) ??
          optionOf(element.options, pluralRules(locale, { type: element.pluralType ?? 'cardinal' }).select(count)) ??
          element.options.other;
        if (!option) throw new Error(`No option of {${element.value}} for ${String(value)}`);
        text += format(option.value, locale, values, count);
        break;
      }
    }
  }
  return text;
}

const optionOf = (options: Options, key: string) =>
  Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;
