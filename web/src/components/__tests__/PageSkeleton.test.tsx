import { render, screen } from '@testing-library/react';
import { PageSkeleton, skeletonFor } from '../PageSkeleton';

describe('PageSkeleton (the outline of the page while its data loads)', () => {
  it.each([
    ['/people', 'PeopleListSkeleton'],
    ['/people/RW1wbG95ZWU6MQ==', 'ProfileSkeleton'],
    ['/people/RW1wbG95ZWU6MQ==/wage', 'WageSkeleton'],
    ['/people/RW1wbG95ZWU6MQ==/daysOff', 'CalendarSkeleton'],
    ['/settings/daysOff/types', 'GenericSkeleton'],
  ])('%s shows the %s', (pathname, outline) => {
    expect(skeletonFor(pathname).name).toEqual(outline);
  });

  it('is announced as loading', () => {
    render(<PageSkeleton pathname="/people/1" />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' }).getAttribute('aria-busy')).toEqual('true');
  });
});
