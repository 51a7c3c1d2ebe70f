import { lazyComponent, OnceOpened } from '../../../components/lazyComponent';

const ExternalLinkDialog = lazyComponent(() => import('./ExternalLinkDialog').then((m) => m.ExternalLinkDialog));

/** ExternalLinkDialog for the profile's boxes: its code loads the first time a link asks for it. */
export function LazyExternalLinkDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <OnceOpened open={url !== null}>
      <ExternalLinkDialog url={url} onClose={onClose} />
    </OnceOpened>
  );
}
