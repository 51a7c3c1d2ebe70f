import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { AVATAR_EXTENSIONS } from '@people/domain/validation';
import type { ChangeEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AvatarUpload_employee$key } from '../../../__generated__/AvatarUpload_employee.graphql';
import { initials } from '../../../components/initials';
import { useT } from '../../../i18n/I18nProvider';
import { useUploadAvatar } from '../hooks/useUploadAvatar';
import { canDo } from '../profilePermissions';

// A hint for the browser's file picker; validateAvatar decides.
const ACCEPT = AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The header's avatar, with the upload form of part 1 §4 for the person themselves and those who may edit them. */
export function AvatarUpload({ employee }: { employee: AvatarUpload_employee$key }) {
  const t = useT();
  const person = useFragment(AvatarUpload_employee, employee);
  const { state, progress, upload } = useUploadAvatar(person);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The form resets whatever happens, so the same file can be chosen again.
    input.value = '';
    if (file) void upload(file);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <Avatar src={person.avatar ?? undefined} alt={person.name} sx={{ width: 96, height: 96, fontSize: 36 }}>
        {initials(person.name)}
      </Avatar>
      {canDo(person.permissions, 'uploadAvatar') && (
        <>
          <Button
            component="label"
            size="small"
            startIcon={<PhotoCameraOutlined />}
            disabled={state === 'busy'}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('UPLOAD_AVATAR')}
            <input hidden type="file" accept={ACCEPT} aria-label={t('UPLOAD_AVATAR')} onChange={onChange} />
          </Button>
          {state === 'busy' && (
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={t('UPLOADING_AVATAR')}
              sx={{ width: '100%' }}
            />
          )}
        </>
      )}
    </Box>
  );
}

const AvatarUpload_employee = graphql`
  fragment AvatarUpload_employee on Employee {
    id
    internalId
    name
    avatar
    permissions {
      actions
    }
  }
`;
