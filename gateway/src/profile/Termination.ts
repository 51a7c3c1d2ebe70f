// Part 1 §3 termination_info with the §4 label (domain terminationLabel); Employee.termination answers null without one.
import { terminationLabel } from '@people/domain/wage';
import type { TerminationResolvers } from '../__generated__/resolvers-types';

export const Termination: TerminationResolvers = {
  date: (t) => t.termination_date!,
  daysSinceTermination: (t) => t.days_since_termination!,
  label: (t) => terminationLabel(t.days_since_termination)!,
  reason: (t) => t.termination_reason,
};
