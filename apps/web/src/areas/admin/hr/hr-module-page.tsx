import { Alert, Badge, Paper, Stack, Table } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header.tsx';

// The admin spec's HrModule is "a static sample table"; these rows are that sample.
const sampleStaff = [
  {
    name: 'Meera Iyer',
    department: 'Mathematics',
    designation: 'Senior Teacher',
    joined: '2019-06-03',
    status: 'Active',
  },
  { name: 'Arjun Das', department: 'Physics', designation: 'Teacher', joined: '2021-07-12', status: 'Active' },
  { name: 'Sara Thomas', department: 'English', designation: 'Teacher', joined: '2020-01-20', status: 'On leave' },
  { name: 'Ravi Menon', department: 'Biology', designation: 'Lab Assistant', joined: '2022-03-01', status: 'Active' },
  {
    name: 'Anita Singh',
    department: 'Administration',
    designation: 'Office Manager',
    joined: '2018-11-05',
    status: 'Active',
  },
] as const;

/** /admin/HrModule: sample staff records, shown as a sample; the real staff list is under Staff. */
export function HrModulePage() {
  return (
    <Stack gap="lg">
      <PageHeader title="HrModule" />
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title="Sample data">
        The HR module is not part of Kaksha yet; this table shows sample records. Staff accounts are managed under
        Staff.
      </Alert>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Department</Table.Th>
                <Table.Th>Designation</Table.Th>
                <Table.Th>Date of joining</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sampleStaff.map((row) => (
                <Table.Tr key={row.name}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.department}</Table.Td>
                  <Table.Td>{row.designation}</Table.Td>
                  <Table.Td>{row.joined}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={row.status === 'Active' ? 'teal' : 'yellow'}>
                      {row.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
