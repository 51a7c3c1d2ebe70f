import { fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { AvatarUploadTestQuery } from '../../../__generated__/AvatarUploadTestQuery.graphql';
import { FakeXhr, withFakeXhr } from '../../../test/fakeXhr';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { AvatarUpload } from '../components/AvatarUpload';
import { permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<AvatarUploadTestQuery>({
  Component: ({ employee }) => (employee ? <AvatarUpload employee={employee} /> : null),
  query: graphql`
    query AvatarUploadTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...AvatarUpload_employee
      }
    }
  `,
});

const editor = () => personResolvers({ avatar: null, permissions: permissions(['uploadAvatar']) });
const input = () => screen.getByLabelText('Upload profile picture') as HTMLInputElement;

function choose(name: string, size = 1000) {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(input(), { target: { files: [file] } });
  return file;
}

describe('AvatarUpload', () => {
  withFakeXhr();

  it.each([
    ['portrait.gif', 1000, 'ErrorThis file type is not allowed.'],
    ['portrait', 1000, 'ErrorThis file type is not allowed.'],
    ['portrait.png', 5_242_881, 'ErrorThis file is too big.'],
  ])('refuses %s of %i bytes in the browser, without a request', async (name, size, toast) => {
    renderWithRelay(editor());
    choose(name, size);
    expect((await screen.findByRole('alert')).textContent).toEqual(toast);
    expect(FakeXhr.sent).toEqual([]);
    expect(input().value).toEqual('');
  });

  it('uploads a picture with progress, then shows it', async () => {
    renderWithRelay(editor());
    const file = choose('Portrait.JPEG', 5_242_880);
    const [request] = FakeXhr.sent;
    expect([request.method, request.url, request.headers, request.body?.get('file')]).toEqual([
      'POST',
      '/api/employees/1/avatar',
      { Accept: 'application/json' },
      file,
    ]);
    expect(
      (screen.getByRole('button', { name: 'Upload profile picture' }) as HTMLElement).getAttribute('aria-disabled'),
    ).toEqual('true');

    request.progress(40, 100);
    expect(
      screen.getByRole('progressbar', { name: 'Uploading the profile picture' }).getAttribute('aria-valuenow'),
    ).toEqual('40');

    await request.respond(200, 'OK', { avatar: '/avatars/1.jpeg' });
    expect(screen.getByRole('img', { name: 'Ann Peeters' }).getAttribute('src')).toEqual('/avatars/1.jpeg');
    expect(screen.getByRole('status').textContent).toEqual('UploadedThe profile picture was uploaded.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('on failure shows a red ERROR toast with the server’s reason phrase and resets the form', async () => {
    renderWithRelay(editor());
    choose('portrait.png');
    await FakeXhr.sent[0].respond(400, 'The picture could not be read', {
      code: 'BAD_IMAGE',
      message: 'Not an image.',
    });
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toEqual('ErrorThe picture could not be read');
    expect(['MuiAlert-colorError', 'MuiAlert-filled'].every((name) => toast.classList.contains(name))).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload profile picture' }).getAttribute('aria-disabled')).toBeNull();
    expect(input().value).toEqual('');
  });

  it('falls back to the body’s message; a server failure reads as a sentence with a retry that sends the file again', async () => {
    renderWithRelay(editor());
    choose('a.png');
    await FakeXhr.sent[0].respond(413, '', { code: 'FILE_TOO_BIG', message: 'This file is too big.' });
    expect(screen.getByRole('alert').textContent).toEqual('ErrorThis file is too big.');
    choose('b.png');
    await FakeXhr.sent[1].respond(502, '', 'not json');
    expect(screen.getByRole('alert').textContent).toEqual(
      'ErrorSomething went wrong on our side. Try again in a moment.Try again',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(FakeXhr.sent.length).toEqual(3);
  });

  it('offers no upload without uploadAvatar, even to a viewer who may edit (the action decides)', () => {
    renderWithRelay(personResolvers({ avatar: '/avatars/1.png', permissions: permissions(['edit']) }));
    expect(screen.queryByLabelText('Upload profile picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ann Peeters' }).getAttribute('src')).toEqual('/avatars/1.png');
  });
});
