import { formatRupees } from '@kaksha/contracts/school-time';
import { Image } from '@mantine/core';
import { EntityView } from '../../../components/entity-view.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useCurriculum, useRemoveCurriculum } from '../../../features/curriculum/use-curricula.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatViewDate } from '../../../lib/dates.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function CurriculumView({ id }: { id: string }) {
  const { data, error } = useCurriculum(id);
  const remove = useRemoveCurriculum();
  return (
    <EntityView
      title="View Curriculum"
      closeTo="/admin/curriculum"
      error={error ? errorMessage(error) : null}
      onDelete={data ? () => remove.mutateAsync(data) : undefined}
      deleteTarget={{ kind: 'curriculum', id }}
      editTo={`/admin/edit-curriculum/${id}`}
      fields={
        data && [
          { label: 'Organization Name', value: data.organizationName },
          { label: 'Organization Code', value: data.organizationCode },
          { label: 'Curriculum Award', value: data.curriculumAward },
          { label: 'Short Name', value: data.shortName },
          { label: 'Long Name', value: data.longName },
          { label: 'Curriculum Name', value: data.curriculum },
          { label: 'Curriculum Code', value: data.curriculumCode },
          { label: 'Experience', value: data.experience },
          { label: 'Marks Mode', value: data.marksMode },
          { label: 'Live Session', value: yesNo(data.liveSession) },
          { label: 'Show Previous Curriculum', value: yesNo(data.showPreviousCurriculum) },
          { label: 'Create Date', value: formatViewDate(data.createDate) },
          { label: 'Effective Date', value: formatViewDate(data.effectiveDate) },
          { label: 'Start Date', value: formatViewDate(data.startDate) },
          { label: 'End Date', value: formatViewDate(data.endDate) },
          { label: 'Duration (years)', value: data.duration.toFixed(1) },
          { label: 'Price', value: formatRupees(data.price) },
          {
            label: 'Image',
            value: data.image ? (
              <Image src={data.image.url} alt="Curriculum image" h={96} w="auto" fit="contain" radius="sm" />
            ) : (
              ''
            ),
          },
          { label: 'Eligibility', value: <SafeHtml html={data.eligibility} />, wide: true },
          { label: 'Pass Criteria', value: <SafeHtml html={data.passCriteria} />, wide: true },
        ]
      }
    />
  );
}
