import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { startSession } from '../../../session';
import { resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { lastOperation, openSettings, viewer } from '../test/settingsMocks';

// The date picker and the route transitions are slow in jsdom on a shared machine.
jest.setTimeout(20_000);

const YEAR = new Date().getFullYear();

function holiday(
  internalId: number,
  date: string,
  specialName: string,
  countryCode: string,
  color: string | null = 'FF9900',
) {
  return { id: btoa(`CompanyHoliday:${internalId}`), internalId, date, specialName, color, countryCode };
}

const holidays = [
  holiday(1, `${YEAR}-01-01`, 'Nieuwjaarsdag', 'NL'),
  holiday(2, `${YEAR}-04-27`, 'Koningsdag', 'NL', null),
  holiday(3, `${YEAR}-07-21`, 'Nationale feestdag', 'BE'),
];

async function openHolidays(path: string, viewerData = viewer(), list = holidays) {
  const opened = await openSettings(path);
  await resolveMostRecentOperation(opened.environment, {
    Viewer: () => viewerData,
    Query: () => ({ companyHolidays: list }),
  });
  await screen.findByRole('heading', { level: 1 });
  return opened;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Company holidays' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('/settings/companyHolidays (part 1 §2, §9)', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §9: without a country it shows the company’s country; dates DD/MM/YYYY, the colour beside the name', async () => {
    const { environment } = await openSettings(`/settings/companyHolidays?year=${YEAR}`);
    expect(lastOperation(environment)).toEqual({
      name: 'CompanyHolidaysRouteQuery',
      variables: { year: YEAR, country: null },
    });
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer({}, { countryCode: 'NL' }),
      Query: () => ({ companyHolidays: holidays }),
    });
    expect(((await screen.findByRole('combobox', { name: 'Country' })) as HTMLSelectElement).value).toEqual('NL');
    expect(rows()).toEqual([
      [`01/01/${YEAR}`, 'Nieuwjaarsdag', 'Delete'],
      [`27/04/${YEAR}`, 'Koningsdag', 'Delete'],
    ]);
    // part 1 §9: the fallback colour 1C99FC for a holiday without one.
    expect([...document.querySelectorAll('table [data-color]')].map((dot) => dot.getAttribute('data-color'))).toEqual([
      'FF9900',
      '1C99FC',
    ]);
  });

  it('part 1 §9: the country select offers BE NL FR DE ES GB LU; a company outside them starts on BE', async () => {
    await openHolidays(`/settings/companyHolidays?year=${YEAR}`, viewer({}, { countryCode: 'US' }));
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect([
      within(select)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
      select.value,
    ]).toEqual([['BE', 'NL', 'FR', 'DE', 'ES', 'GB', 'LU'], 'BE']);
    expect(rows()).toEqual([[`21/07/${YEAR}`, 'Nationale feestdag', 'Delete']]);
  });

  it('part 1 §2: choosing a country or year loads it, keeping the back link', async () => {
    const { environment, router } = await openHolidays(
      `/settings/companyHolidays?year=${YEAR}&country=BE&back=%2Fpeople`,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'LU' } });
    await waitFor(() => expect(router.state.location.search).toEqual(`?year=${YEAR}&country=LU&back=%2Fpeople`));
    await waitFor(() =>
      expect(lastOperation(environment)).toEqual({
        name: 'CompanyHolidaysRouteQuery',
        variables: { year: YEAR, country: 'LU' },
      }),
    );
  });

  it('part 1 §2: adds a company holiday (date, name, colour) for the country shown and lists it in date order', async () => {
    const { environment } = await openHolidays(`/settings/companyHolidays?year=${YEAR}&country=NL`);
    fireEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    fireEvent.click(within(await screen.findByRole('grid')).getByRole('gridcell', { name: '15' }));
    const date = dayjs().date(15).format('YYYY-MM-DD');
    fireEvent.change(screen.getByRole('textbox', { name: (name) => name.startsWith('Name') }), {
      target: { value: ' Bedrijfsdag ' },
    });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#00aa55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useAddCompanyHolidayMutation',
      variables: { input: { date, specialName: 'Bedrijfsdag', color: '00AA55', countryCode: 'NL' } },
    });
    await resolveMostRecentOperation(environment, {
      CompanyHolidayPayload: () => ({
        companyHoliday: holiday(9, date, 'Bedrijfsdag', 'NL', '00AA55'),
        deletedCompanyHolidayId: null,
        userErrors: [],
      }),
    });
    await waitFor(() =>
      expect(
        rows()
          .map((row) => row[1])
          .sort(),
      ).toEqual(['Bedrijfsdag', 'Koningsdag', 'Nieuwjaarsdag']),
    );
    expect(rows().map((row) => row[0])).toEqual(
      [`${YEAR}-01-01`, `${YEAR}-04-27`, date]
        .sort()
        .map((iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`),
    );
    expect(screen.getByRole('status').textContent).toEqual(
      `Bedrijfsdag on ${dayjs(date).format('DD/MM/YYYY')} was added.`,
    );
  });

  it('part 1 §5: the date and the name are required before anything is sent', async () => {
    const { environment } = await openHolidays(`/settings/companyHolidays?year=${YEAR}&country=NL`);
    const before = environment.mock.getAllOperations().length;
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect([
      screen.getByText('Date is required.').textContent,
      screen.getByText('Name is required.').textContent,
    ]).toEqual(['Date is required.', 'Name is required.']);
    expect(environment.mock.getAllOperations().length).toEqual(before);
  });

  it('part 1 §2: deletes a company holiday only after the confirmation, and takes it off the list', async () => {
    const { environment } = await openHolidays(`/settings/companyHolidays?year=${YEAR}&country=NL`);
    const before = environment.mock.getAllOperations().length;
    fireEvent.click(screen.getByRole('button', { name: `Delete Koningsdag on 27/04/${YEAR}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the company holiday?' });
    expect(
      within(dialog).getByText(`Koningsdag on 27/04/${YEAR} will no longer be a company holiday in Netherlands.`),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(environment.mock.getAllOperations().length).toEqual(before);

    fireEvent.click(screen.getByRole('button', { name: `Delete Koningsdag on 27/04/${YEAR}` }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useDeleteCompanyHolidayMutation',
      variables: { input: { companyHolidayId: holidays[1].id } },
    });
    await resolveMostRecentOperation(environment, {
      CompanyHolidayPayload: () => ({ companyHoliday: null, deletedCompanyHolidayId: holidays[1].id, userErrors: [] }),
    });
    await waitFor(() => expect(rows()).toEqual([[`01/01/${YEAR}`, 'Nieuwjaarsdag', 'Delete']]));
    expect(screen.getByRole('status').textContent).toEqual('Koningsdag was deleted.');
  });

  it('part 1 §8: a refused deletion keeps the dialog open with the reason', async () => {
    const { environment } = await openHolidays(`/settings/companyHolidays?year=${YEAR}&country=NL`);
    fireEvent.click(screen.getByRole('button', { name: `Delete Koningsdag on 27/04/${YEAR}` }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await resolveMostRecentOperation(environment, {
      CompanyHolidayPayload: () => ({
        companyHoliday: null,
        deletedCompanyHolidayId: null,
        userErrors: [{ code: 'NOT_FOUND', message: 'Not found', field: null }],
      }),
    });
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toEqual(
      'This no longer exists. Reload the page.',
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows().length).toEqual(2);
  });

  it('part 1 §6: a non-admin sees the list and the notice, without add or delete', async () => {
    await openHolidays(
      `/settings/companyHolidays?year=${YEAR}&country=NL`,
      viewer({ admin: false, accessWages: true }),
    );
    expect(screen.getByText('Only admins manage day-off types and company holidays.')).toBeTruthy();
    expect(rows()).toEqual([
      [`01/01/${YEAR}`, 'Nieuwjaarsdag'],
      [`27/04/${YEAR}`, 'Koningsdag'],
    ]);
    expect([screen.queryByRole('form'), screen.queryByRole('button', { name: /Delete/ })]).toEqual([null, null]);
  });

  it('part 1 §2 back: the page links back to `back`', async () => {
    await openHolidays(
      `/settings/companyHolidays?year=${YEAR}&country=NL&back=${encodeURIComponent('/people/RW1wbG95ZWU6MQ==/daysOff?year=2026')}`,
    );
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toEqual(
      '/people/RW1wbG95ZWU6MQ==/daysOff?year=2026',
    );
  });

  it('says so when the country has no company holidays that year', async () => {
    await openHolidays(`/settings/companyHolidays?year=${YEAR}&country=DE`);
    expect(screen.getByText('There are no company holidays for Germany in this year.')).toBeTruthy();
  });
});
