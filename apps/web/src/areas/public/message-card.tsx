import { Button, Center, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicCard, PublicPage } from './public-page.tsx';

interface MessageCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  children?: ReactNode;
  action?: { label: string; to: string };
}

/** A short public page that tells one thing: registered, mail sent, verified, and so on. */
export function MessageCard({ icon, color, title, children, action }: MessageCardProps) {
  return (
    <PublicPage>
      <PublicCard
        centered
        width={520}
        title={title}
        description={children}
        icon={
          <ThemeIcon size={56} radius="xl" color={color} variant="light">
            {icon}
          </ThemeIcon>
        }
      >
        {action && (
          <Center>
            <Button component={Link} to={action.to}>
              {action.label}
            </Button>
          </Center>
        )}
      </PublicCard>
    </PublicPage>
  );
}
