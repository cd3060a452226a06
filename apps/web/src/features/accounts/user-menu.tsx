import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconSchool, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NavItem } from '../../components/nav-items.ts';
import { useSession } from '../../lib/session.ts';
import { ChangeCurriculumModal } from './change-curriculum-modal.tsx';
import { useLogout } from './use-logout.ts';
import { useWhoAmI } from './use-who-am-i.ts';

interface UserMenuProps {
  profilePath: string;
  /** Students and teachers may change curriculum; admins may not (admin spec, Top bar). */
  withChangeCurriculum?: boolean;
  /** Further pages of the area's own, after Profile (students: Subscription, Pricing, My Purchases). */
  links?: readonly NavItem[];
}

const initialsOf = (first?: string, last?: string, email?: string) =>
  `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || (email?.[0] ?? '?').toUpperCase();

export function UserMenu({ profilePath, withChangeCurriculum = false, links = [] }: UserMenuProps) {
  const logout = useLogout();
  const { data: user } = useWhoAmI();
  const [changeOpened, changeModal] = useDisclosure(false);
  const session = useSession();
  const email = user?.email ?? session?.claims.email;
  const initials = initialsOf(user?.firstName, user?.lastName, email);

  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md" withinPortal>
        <Menu.Target>
          {/* The name holds the initials the button shows, so a speech user can say either. */}
          <UnstyledButton aria-label={`User menu: ${initials}`}>
            <Avatar color="indigo" radius="xl" size={34}>
              {initials}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {email && <Menu.Label>{email}</Menu.Label>}
          {withChangeCurriculum && (
            <Menu.Item leftSection={<IconSchool size={16} />} onClick={changeModal.open}>
              Change Curriculum
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconUser size={16} />} component={Link} to={profilePath}>
            Profile
          </Menu.Item>
          {links.map(({ label, to, icon: Icon }) => (
            <Menu.Item key={to} leftSection={Icon && <Icon size={16} />} component={Link} to={to}>
              {label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          {/* c, not color: Mantine draws a coloured item in shade 6, too light for its words. */}
          <Menu.Item leftSection={<IconLogout size={16} />} c="red.9" onClick={logout}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {withChangeCurriculum && <ChangeCurriculumModal opened={changeOpened} onClose={changeModal.close} />}
    </>
  );
}
