import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetViewerLanguageMutation } from '../../../__generated__/useSetViewerLanguageMutation.graphql';
import { graphqlValue } from '../../../graphqlEnums';
import { storeLanguage, type Language } from '../../../i18n/language';
import { loadMessages } from '../../../i18n/loadMessages';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/**
 * Switches the viewer's language, remembered for the user (part 1 §3 user flag `language`) and in this
 * browser for the sign-in page. The new language's messages are fetched first, so the page never waits blank.
 */
export function useSetViewerLanguage(): [(language: Language) => Promise<void>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<useSetViewerLanguageMutation>(mutation);
  const setLanguage = useCallback(
    async (language: Language) => {
      await loadMessages(language);
      storeLanguage(language);
      await commit({ input: { language: graphqlValue(language) } });
    },
    [commit],
  );
  return [setLanguage, isInFlight];
}

const mutation = graphql`
  mutation useSetViewerLanguageMutation($input: SetViewerLanguageInput!) {
    setViewerLanguage(input: $input) {
      viewer {
        id
        language
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
