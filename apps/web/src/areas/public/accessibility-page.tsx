import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicCard, PublicPage } from './public-page.tsx';

/**
 * /accessibility: the accessibility statement, linked from every page's footer: the standard
 * Kaksha meets, how that is checked, what is known not to meet it, and how to report a barrier.
 */
export function AccessibilityPage() {
  return (
    <PublicPage>
      <PublicCard
        title="Accessibility"
        width={720}
        description="Kaksha is built so that every student can take their tests and classes: with a keyboard, a screen reader or a magnifier."
      >
        <Stack gap="lg">
          <Section title="The standard we meet">
            <Text>
              Kaksha aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard the
              Rights of Persons with Disabilities Act 2016 and India's Guidelines for Indian Government Websites ask
              for. This covers the sign-in and registration pages and the student, teacher and admin areas.
            </Text>
          </Section>
          <Section title="What you can expect">
            <List spacing="xs">
              <List.Item>Every action works from the keyboard alone, with a visible focus ring.</List.Item>
              <List.Item>A "Skip to content" link is the first thing the keyboard reaches on every page.</List.Item>
              <List.Item>
                Buttons, fields and icons have names a screen reader speaks; form errors are tied to their fields;
                messages and the offline notice are announced.
              </List.Item>
              <List.Item>During a test, the time left is announced at the warnings, not every second.</List.Item>
              <List.Item>Text and controls meet the WCAG contrast ratios (4.5:1 for text, 3:1 for controls).</List.Item>
              <List.Item>
                Pages reflow at 320 px wide and with text at 200 % without sideways scrolling (wide tables scroll in
                their own box), and movement stops when your device asks for reduced motion.
              </List.Item>
            </List>
          </Section>
          <Section title="How it is tested">
            <Text>
              Every change to Kaksha runs an automated scan (axe-core, the WCAG 2.0, 2.1 and 2.2 A and AA rules) on
              every page of every role in its main states (empty, filled, with errors, with a dialog open), at a
              laptop's width and a phone's; a single failure stops the change. Browser tests also walk the main tasks
              with the keyboard alone: registering, signing in, taking a test, raising and rating a query, requesting a
              session, the calendar and building an assessment.
            </Text>
          </Section>
          <Section title="Known limits">
            <Text>
              The video player, the calendar and the rich-text editor are made by others; we set them up to be
              accessible and test them with the rest, but their own controls may behave differently from ours. Uploaded
              reading material (PDF files) is only as accessible as the files the school uploads.
            </Text>
          </Section>
          <Section title="Report a barrier">
            <Text>
              If anything on Kaksha stops you, tell us what page you were on and what happened, through the{' '}
              <Anchor component={Link} to="/contact" underline="always">
                contact form
              </Anchor>
              . The school's admins receive it by e-mail and reply to the address you give. A barrier in taking a test
              is treated as urgent.
            </Text>
          </Section>
        </Stack>
      </PublicCard>
    </PublicPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
