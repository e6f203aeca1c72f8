import { defineMessages } from 'react-intl';

/** The CSO's assignment made by hand (NewAssignmentDialog). */
export const assignmentMessages = defineMessages({
  open: { id: 'bench.assignment.open', defaultMessage: 'Add an assignment' },
  title: { id: 'bench.assignment.title', defaultMessage: 'New assignment' },
  person: { id: 'bench.assignment.person', defaultMessage: 'Person' },
  client: { id: 'bench.assignment.client', defaultMessage: 'Client' },
  project: { id: 'bench.assignment.project', defaultMessage: 'Project' },
  role: { id: 'bench.assignment.role', defaultMessage: 'Role' },
  start: { id: 'bench.assignment.start', defaultMessage: 'Start' },
  end: { id: 'bench.assignment.end', defaultMessage: 'End (empty: open-ended)' },
  allocation: { id: 'bench.assignment.allocation', defaultMessage: 'Allocation (%)' },
});
