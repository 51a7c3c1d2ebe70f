// The workflow routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const assignWorkflowRouteQuery = graphql`
  query AssignWorkflowRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      name
      permissions {
        actions
      }
    }
    workflowTemplates @catch(to: NULL) {
      id
      name
      itemCount
      isSequential
    }
  }
`;

export const workflowRouteQuery = graphql`
  query WorkflowRouteQuery($id: ID!, $workflowId: ID!) {
    employee(id: $id) {
      id
      name
    }
    workflow: node(id: $workflowId) {
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
      name
      type
      isSequential
      itemCount
    }
  }
`;

export const workflowTemplateRouteQuery = graphql`
  query WorkflowTemplateRouteQuery($templateId: ID!) {
    viewer {
      workflowPermissions {
        manageTemplates
      }
    }
    template: node(id: $templateId) {
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
