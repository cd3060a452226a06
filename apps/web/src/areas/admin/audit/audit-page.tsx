import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  type AuditAction,
  type AuditEntity,
  type AuditEntryDto,
} from '@kaksha/contracts/audit';
import { Button, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { type EntityColumn, EntityList, pagedRows } from '../../../components/entity-list.tsx';
import { ListFilterSelect, oneOf } from '../../../components/list-filter-select.tsx';
import { useServerList } from '../../../components/use-server-list.ts';
import { useAuditActors, useAuditPage } from '../../../features/audit/use-audit.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { AuditEntryModal } from './audit-entry-modal.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

const columns: EntityColumn<AuditEntryDto>[] = [
  {
    header: 'When',
    sort: 'at',
    render: (row) => (
      <Text inherit style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.at)}
      </Text>
    ),
  },
  { header: 'Who', render: (row) => row.actorName },
  { header: 'What', render: (row) => AUDIT_ACTION_LABELS[row.action] },
  { header: 'Record', render: (row) => AUDIT_ENTITY_LABELS[row.entity] },
  { header: 'Summary', render: (row) => row.summary, breakAnywhere: true },
];

/**
 * /admin/audit — every administrative change, newest first, a page at a time: who made it, what,
 * to which record and when, narrowed by who, what, kind of record and days. Entries cannot be
 * changed or removed here (nor anywhere in Kaksha). The filters live in the address like the page.
 */
export function AuditPage() {
  const list = useServerList({ sort: 'at', order: 'desc' });
  const filters = {
    actorID: list.filter('who') ?? undefined,
    action: oneOf<AuditAction>(AUDIT_ACTIONS, list.filter('what')),
    entity: oneOf<AuditEntity>(AUDIT_ENTITIES, list.filter('record')),
    from: day(list.filter('from')),
    to: day(list.filter('to')),
  };
  const page = useAuditPage(list.request, filters);
  const actors = useAuditActors();
  const [open, setOpen] = useState<AuditEntryDto | null>(null);
  const who = (actors.data ?? []).map((a) => ({
    value: a.userID,
    label: `${a.firstName} ${a.lastName}`.trim() || a.email,
  }));

  return (
    <>
      <EntityList
        title="Audit log"
        searchPlaceholder="Search the summaries"
        columns={columns}
        server={list}
        {...pagedRows(page)}
        rowKey={(row) => row.id}
        emptyText="No change has been recorded with these filters"
        filters={
          <>
            <ListFilterSelect list={list} name="who" label="Who" anyLabel="Anyone" options={who} w={190} searchable />
            <ListFilterSelect
              list={list}
              name="what"
              label="What"
              anyLabel="Any change"
              options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
              w={170}
            />
            <ListFilterSelect
              list={list}
              name="record"
              label="Record"
              anyLabel="Any record"
              options={AUDIT_ENTITIES.map((e) => ({ value: e, label: AUDIT_ENTITY_LABELS[e] }))}
              w={170}
            />
            <DateField
              label="From"
              value={filters.from ?? ''}
              onChange={(v) => list.setFilter('from', v || null)}
              w={160}
            />
            <DateField label="To" value={filters.to ?? ''} onChange={(v) => list.setFilter('to', v || null)} w={160} />
          </>
        }
        rowActions={(row) => (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconListDetails size={14} />}
            onClick={() => setOpen(row)}
            aria-label={`Details of: ${row.summary}`}
          >
            Details
          </Button>
        )}
      />
      <AuditEntryModal entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
