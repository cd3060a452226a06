import type { PersonDto } from '@kaksha/contracts/admin-users';
import { timeMultiplierLabel } from '@kaksha/contracts/assessment-rules';
import { messages } from '@kaksha/contracts/messages';
import { Badge, Group } from '@mantine/core';
import type { ViewField } from '../../components/entity-view.tsx';
import { formatViewDate } from '../../lib/dates.ts';
import { IdentityDocument } from './identity-document.tsx';
import { StudentStateBadge } from './student-state-badge.tsx';
import { fullName } from './use-people.ts';

/** "superadmin" → "Superadmin", for labels. */
export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

function statusOf(user: PersonDto) {
  // A student has four states (awaiting acceptance, deactivated after acceptance...), the server's word.
  if (user.role === 'student') return <StudentStateBadge state={user.studentState} />;
  if (user.isRejected) return <Badge color="red">Rejected</Badge>;
  return user.isActivate ? <Badge color="teal">Active</Badge> : <Badge color="gray">InActive</Badge>;
}

/** One user's details as the admin's view pages show them; empty parts show as a dash. */
export function userInfoFields(user: PersonDto): ViewField[] {
  const p = user.parentOrGardien;
  const parentName = [p.parentFirstName, p.parentMiddleName, p.parentLastName].filter(Boolean).join(' ');
  const fields: ViewField[] = [
    { label: 'Name', value: fullName(user) },
    { label: 'Role', value: roleLabel(user.role) },
    {
      label: 'Email',
      value: (
        <Group gap="xs" component="span" wrap="wrap">
          <span>{user.email}</span>
          {/* Said either way: accepting an unverified address is a choice the admin makes knowingly. */}
          {user.isEmail ? (
            <Badge color="teal" variant="light" component="span" tt="none">
              {messages.emailVerifiedNote}
            </Badge>
          ) : (
            <Badge color="orange" variant="light" component="span" tt="none">
              {messages.emailVerificationPendingNote}
            </Badge>
          )}
        </Group>
      ),
    },
    { label: 'Mobile', value: user.mobile },
    { label: 'Status', value: statusOf(user) },
    { label: 'Gender', value: user.gender },
    { label: 'Date of Birth', value: formatViewDate(user.dob) },
  ];
  // Only students and teachers belong to a curriculum; a teacher also to a subject.
  if (user.role === 'student' || user.role === 'teacher') {
    fields.push(
      { label: 'Curriculum', value: user.curriculum },
      { label: 'Curriculum Code', value: user.curriculumCode },
    );
  }
  if (user.role === 'teacher') fields.push({ label: 'Subject', value: user.subject });
  // A student's acceptance rests on their identity (admin spec §4): number and document.
  if (user.role === 'student') {
    fields.push(
      { label: 'Identity Number', value: user.identityNumber ?? '' },
      { label: 'Identity Document', value: <IdentityDocument url={user.identityUrl} name={fullName(user)} /> },
      { label: 'Time on timed tests', value: timeMultiplierLabel(user.timeMultiplier) },
    );
  }
  fields.push(
    { label: 'Address', value: user.address, wide: true },
    { label: 'City', value: user.city },
    { label: 'State', value: user.state },
    { label: 'Country', value: user.country },
    { label: 'Pincode', value: user.pincode },
  );
  if (parentName || p.parentMobile || p.parentEmail) {
    fields.push(
      { label: 'Parent or Guardian', value: parentName },
      { label: 'Parent Mobile', value: p.parentMobile },
      { label: 'Parent Email', value: p.parentEmail },
      { label: 'Parent Address', value: p.parentAddress },
    );
  }
  fields.push({ label: 'Registered', value: formatViewDate(user.createdAt) });
  return fields;
}
