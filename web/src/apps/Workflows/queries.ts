// The workflow routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const assignWorkflowRouteQuery = graphql`
  query AssignWorkflowRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      permissions {
        actions
      }
    }
    workflowTemplates @catch(to: NULL) {
      id
      internalId
      name
      itemCount
      isSequential
    }
  }
`;

export const workflowRouteQuery = graphql`
  query WorkflowRouteQuery($id: Int!, $workflowId: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
    }
    workflow: nodeByInternalId(type: WORKFLOW, internalId: $workflowId) {
      # Null when the id is not a workflow's the viewer may see.
      ...WorkflowTasks_workflow @alias
    }
    # Null for a viewer who may not read the company's users (a light viewer closing their own task).
    workflowAssignees @catch(to: NULL) {
      ...TaskForm_assignees
    }
  }
`;

export const myTasksRouteQuery = graphql`
  query MyTasksRouteQuery {
    workflowTasks(filter: MINE, status: OPEN) {
      id
      internalId
      ...MyTaskRow_task
    }
  }
`;

export const workflowTemplatesRouteQuery = graphql`
  query WorkflowTemplatesRouteQuery {
    viewer {
      workflowPermissions {
        manageTemplates
      }
    }
    workflowTemplates @catch(to: NULL) {
      id
      internalId
      name
      type
      isSequential
      itemCount
    }
  }
`;

export const workflowTemplateRouteQuery = graphql`
  query WorkflowTemplateRouteQuery($templateId: Int!) {
    viewer {
      workflowPermissions {
        manageTemplates
      }
    }
    template: nodeByInternalId(type: WORKFLOW_TEMPLATE, internalId: $templateId) {
      # Null when the id is not a template's.
      ...TemplateItems_template @alias
    }
    workflowAssignees @catch(to: NULL) {
      ...TaskForm_assignees
    }
    workflowHashtags @catch(to: NULL) {
      hashtag
    }
  }
`;

export const reassignRouteQuery = graphql`
  query ReassignRouteQuery {
    viewer {
      workflowPermissions {
        manageTemplates
      }
    }
    workflowAssignees @catch(to: NULL) {
      userId
      name
    }
  }
`;
