// The day-off settings routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const dayOffTypesRouteQuery = graphql`
  query DayOffTypesRouteQuery($year: Int!) {
    viewer {
      ...useSettingsViewer_viewer
    }
    dayOffTypes(year: $year) {
      ...MissingTypesNotice_settings
      ...DayOffTypesTable_settings
      ...DayOffRulesets_settings
    }
  }
`;

export const dayOffTypeAddRouteQuery = graphql`
  query DayOffTypeAddRouteQuery {
    viewer {
      ...useSettingsViewer_viewer
    }
  }
`;

export const dayOffTypeEditRouteQuery = graphql`
  query DayOffTypeEditRouteQuery($year: Int!) {
    viewer {
      ...useSettingsViewer_viewer
    }
    dayOffTypes(year: $year) {
      types {
        id
        internalId
        name
        ...DayOffTypeForm_dayOffType
        ...DayOffTypeExceptions_dayOffType
        ...AccrualCorrections_dayOffType
      }
    }
  }
`;

export const dayOffTypeExceptionRouteQuery = graphql`
  query DayOffTypeExceptionRouteQuery($year: Int!, $employeeId: Int!, $withEmployee: Boolean!, $count: Int!) {
    viewer {
      ...useSettingsViewer_viewer
    }
    dayOffTypes(year: $year) {
      types {
        id
        internalId
        name
        ...ExceptionForm_dayOffType
      }
    }
    employee(internalId: $employeeId) @include(if: $withEmployee) {
      ...ExceptionForm_employee
    }
    ...EmployeeAutocomplete_query @arguments(count: $count)
  }
`;

export const accrualCorrectionRouteQuery = graphql`
  query AccrualCorrectionRouteQuery($year: Int!, $employeeId: Int!, $withEmployee: Boolean!, $count: Int!) {
    viewer {
      ...useSettingsViewer_viewer
    }
    dayOffTypes(year: $year) {
      types {
        id
        internalId
        name
        limitation
        ...AccrualCorrectionForm_dayOffType
      }
    }
    employee(internalId: $employeeId) @include(if: $withEmployee) {
      ...AccrualCorrectionForm_employee
    }
    ...EmployeeAutocomplete_query @arguments(count: $count)
  }
`;

export const companyHolidaysRouteQuery = graphql`
  query CompanyHolidaysRouteQuery($year: Int!, $country: String) {
    viewer {
      ...useSettingsViewer_viewer
    }
    companyHolidays(year: $year, country: $country) {
      ...CompanyHolidayList_holidays
    }
  }
`;
