import { mayDo, type ViewerFlags } from '@people/domain/permissions';
import { type CompanyFeature, type CompanyFlags, type IntegrationFeature } from '@people/domain/companyFlags';
import { graphql, useFragment } from 'react-relay';
import type { useSettingsViewer_viewer$key } from '../../../__generated__/useSettingsViewer_viewer.graphql';
import { specValue } from '../../../graphqlEnums';

export type SettingsViewer = {
  /** Part 1 §6: day-off type management is for admins (domain mayDo 'manageDayOffTypes'). */
  mayManage: boolean;
  flags: ViewerFlags;
  company: CompanyFlags;
  countryCode: string;
};

/**
 * The viewer as the domain's permission rules read it. The schema does not expose an impersonating
 * session or read-only mode, so both count as off; the server applies them anyway.
 */
export function useSettingsViewer(viewer: useSettingsViewer_viewer$key): SettingsViewer {
  const data = useFragment(useSettingsViewer_viewer, viewer);
  const flags: ViewerFlags = {
    admin: data.admin,
    accessWages: data.accessWages,
    accessBudgets: data.accessBudgets,
    accessPayrollProvider: data.accessPayrollProvider,
    accessPerformanceReviews: data.accessPerformanceReviews,
    groupAccess: data.groupAccess === 'LIGHT' ? 'light' : 'full',
    role: data.role === 'DEFAULT' || data.role === 'TEAM_ONLY' ? specValue(data.role) : 'all',
    support: data.support,
    impersonating: false,
    readOnly: false,
  };
  const company: CompanyFlags = {
    features: data.company.features as CompanyFeature[],
    integrationFeatures: data.company.integrations.flatMap(
      (integration) => integration.features,
    ) as IntegrationFeature[],
  };
  return {
    mayManage: mayDo('manageDayOffTypes', { viewer: flags, company }),
    flags,
    company,
    countryCode: data.company.countryCode,
  };
}

const useSettingsViewer_viewer = graphql`
  fragment useSettingsViewer_viewer on Viewer {
    admin
    accessWages
    accessBudgets
    accessPayrollProvider
    accessPerformanceReviews
    groupAccess
    role
    support
    company {
      countryCode
      features
      integrations {
        features
      }
    }
  }
`;
