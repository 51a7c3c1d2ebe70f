// The workflow mutations of the web app (part 2 §7), one `use<Verb><Thing>` hook each.
import { graphql } from 'react-relay';
import type { useAddWorkflowTaskMutation } from '../../../__generated__/useAddWorkflowTaskMutation.graphql';
import type { useAddWorkflowTemplateItemMutation } from '../../../__generated__/useAddWorkflowTemplateItemMutation.graphql';
import type { useAddWorkflowTemplateMutation } from '../../../__generated__/useAddWorkflowTemplateMutation.graphql';
import type { useCloseWorkflowTaskMutation } from '../../../__generated__/useCloseWorkflowTaskMutation.graphql';
import type { useCopyWorkflowTemplateMutation } from '../../../__generated__/useCopyWorkflowTemplateMutation.graphql';
import type { useDeleteWorkflowMutation } from '../../../__generated__/useDeleteWorkflowMutation.graphql';
import type { useDeleteWorkflowTaskMutation } from '../../../__generated__/useDeleteWorkflowTaskMutation.graphql';
import type { useDeleteWorkflowTemplateItemMutation } from '../../../__generated__/useDeleteWorkflowTemplateItemMutation.graphql';
import type { useDeleteWorkflowTemplateMutation } from '../../../__generated__/useDeleteWorkflowTemplateMutation.graphql';
import type { useReassignWorkflowTasksMutation } from '../../../__generated__/useReassignWorkflowTasksMutation.graphql';
import type { useReassignWorkflowTemplateItemsMutation } from '../../../__generated__/useReassignWorkflowTemplateItemsMutation.graphql';
import type { useReopenWorkflowTaskMutation } from '../../../__generated__/useReopenWorkflowTaskMutation.graphql';
import type { useReorderWorkflowTemplateItemsMutation } from '../../../__generated__/useReorderWorkflowTemplateItemsMutation.graphql';
import type { useStartWorkflowMutation } from '../../../__generated__/useStartWorkflowMutation.graphql';
import type { useUpdateWorkflowTaskMutation } from '../../../__generated__/useUpdateWorkflowTaskMutation.graphql';
import type { useUpdateWorkflowTemplateItemMutation } from '../../../__generated__/useUpdateWorkflowTemplateItemMutation.graphql';
import type { useUpdateWorkflowTemplateMutation } from '../../../__generated__/useUpdateWorkflowTemplateMutation.graphql';
import { useCreatingWorkflowMutation, useWorkflowMutation } from './useWorkflowMutation';

export const useStartWorkflow = () =>
  useCreatingWorkflowMutation<useStartWorkflowMutation>(
    graphql`
      mutation useStartWorkflowMutation($input: StartWorkflowInput!) {
        startWorkflow(input: $input) {
          workflow {
            id
            internalId
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'startWorkflow',
  );

export const useDeleteWorkflow = () =>
  useWorkflowMutation<useDeleteWorkflowMutation>(
    graphql`
      mutation useDeleteWorkflowMutation($input: DeleteWorkflowInput!) {
        deleteWorkflow(input: $input) {
          deletedWorkflowId
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'deleteWorkflow',
  );

export const useCloseWorkflowTask = () =>
  useWorkflowMutation<useCloseWorkflowTaskMutation>(
    graphql`
      mutation useCloseWorkflowTaskMutation($input: WorkflowTaskIdInput!) {
        closeWorkflowTask(input: $input) {
          workflow {
            ...WorkflowTasks_workflow
          }
          task {
            id
            internalId
            status
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'closeWorkflowTask',
  );

export const useReopenWorkflowTask = () =>
  useWorkflowMutation<useReopenWorkflowTaskMutation>(
    graphql`
      mutation useReopenWorkflowTaskMutation($input: WorkflowTaskIdInput!) {
        reopenWorkflowTask(input: $input) {
          workflow {
            ...WorkflowTasks_workflow
          }
          task {
            id
            internalId
            status
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'reopenWorkflowTask',
  );

export const useAddWorkflowTask = () =>
  useCreatingWorkflowMutation<useAddWorkflowTaskMutation>(
    graphql`
      mutation useAddWorkflowTaskMutation($input: AddWorkflowTaskInput!) {
        addWorkflowTask(input: $input) {
          workflow {
            ...WorkflowTasks_workflow
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'addWorkflowTask',
  );

export const useUpdateWorkflowTask = () =>
  useWorkflowMutation<useUpdateWorkflowTaskMutation>(
    graphql`
      mutation useUpdateWorkflowTaskMutation($input: UpdateWorkflowTaskInput!) {
        updateWorkflowTask(input: $input) {
          workflow {
            ...WorkflowTasks_workflow
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'updateWorkflowTask',
  );

export const useDeleteWorkflowTask = () =>
  useWorkflowMutation<useDeleteWorkflowTaskMutation>(
    graphql`
      mutation useDeleteWorkflowTaskMutation($input: WorkflowTaskIdInput!) {
        deleteWorkflowTask(input: $input) {
          workflow {
            ...WorkflowTasks_workflow
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'deleteWorkflowTask',
  );

export const useAddWorkflowTemplate = () =>
  useCreatingWorkflowMutation<useAddWorkflowTemplateMutation>(
    graphql`
      mutation useAddWorkflowTemplateMutation($input: AddWorkflowTemplateInput!) {
        addWorkflowTemplate(input: $input) {
          template {
            id
            internalId
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'addWorkflowTemplate',
  );

export const useUpdateWorkflowTemplate = () =>
  useWorkflowMutation<useUpdateWorkflowTemplateMutation>(
    graphql`
      mutation useUpdateWorkflowTemplateMutation($input: UpdateWorkflowTemplateInput!) {
        updateWorkflowTemplate(input: $input) {
          template {
            id
            internalId
            name
            type
            isSequential
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'updateWorkflowTemplate',
  );

export const useDeleteWorkflowTemplate = () =>
  useWorkflowMutation<useDeleteWorkflowTemplateMutation>(
    graphql`
      mutation useDeleteWorkflowTemplateMutation($input: DeleteWorkflowTemplateInput!) {
        deleteWorkflowTemplate(input: $input) {
          deletedTemplateId
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'deleteWorkflowTemplate',
  );

export const useCopyWorkflowTemplate = () =>
  useCreatingWorkflowMutation<useCopyWorkflowTemplateMutation>(
    graphql`
      mutation useCopyWorkflowTemplateMutation($input: CopyWorkflowTemplateInput!) {
        copyWorkflowTemplate(input: $input) {
          template {
            id
            internalId
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'copyWorkflowTemplate',
  );

export const useAddWorkflowTemplateItem = () =>
  useCreatingWorkflowMutation<useAddWorkflowTemplateItemMutation>(
    graphql`
      mutation useAddWorkflowTemplateItemMutation($input: AddWorkflowTemplateItemInput!) {
        addWorkflowTemplateItem(input: $input) {
          template {
            ...TemplateItems_template
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'addWorkflowTemplateItem',
  );

export const useUpdateWorkflowTemplateItem = () =>
  useWorkflowMutation<useUpdateWorkflowTemplateItemMutation>(
    graphql`
      mutation useUpdateWorkflowTemplateItemMutation($input: UpdateWorkflowTemplateItemInput!) {
        updateWorkflowTemplateItem(input: $input) {
          template {
            ...TemplateItems_template
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'updateWorkflowTemplateItem',
  );

export const useDeleteWorkflowTemplateItem = () =>
  useWorkflowMutation<useDeleteWorkflowTemplateItemMutation>(
    graphql`
      mutation useDeleteWorkflowTemplateItemMutation($input: DeleteWorkflowTemplateItemInput!) {
        deleteWorkflowTemplateItem(input: $input) {
          template {
            ...TemplateItems_template
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'deleteWorkflowTemplateItem',
  );

export const useReorderWorkflowTemplateItems = () =>
  useWorkflowMutation<useReorderWorkflowTemplateItemsMutation>(
    graphql`
      mutation useReorderWorkflowTemplateItemsMutation($input: ReorderWorkflowTemplateItemsInput!) {
        reorderWorkflowTemplateItems(input: $input) {
          template {
            ...TemplateItems_template
          }
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'reorderWorkflowTemplateItems',
  );

export const useReassignWorkflowTasks = () =>
  useWorkflowMutation<useReassignWorkflowTasksMutation>(
    graphql`
      mutation useReassignWorkflowTasksMutation($input: ReassignWorkflowInput!) {
        reassignWorkflowTasks(input: $input) {
          count
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'reassignWorkflowTasks',
  );

export const useReassignWorkflowTemplateItems = () =>
  useWorkflowMutation<useReassignWorkflowTemplateItemsMutation>(
    graphql`
      mutation useReassignWorkflowTemplateItemsMutation($input: ReassignWorkflowInput!) {
        reassignWorkflowTemplateItems(input: $input) {
          count
          userErrors {
            ...UserError_fields @relay(mask: false)
          }
        }
      }
    `,
    'reassignWorkflowTemplateItems',
  );
