import type { TemplateDto } from '@kaksha/contracts/templates';
import type { TemplateRow } from '../../db/schema/index.ts';

export function presentTemplate(row: TemplateRow): TemplateDto {
  return {
    _id: row.id,
    templateID: row.templateId,
    templateName: row.templateName,
    templateType: row.templateType,
    curriculum: row.curriculum,
    curriculumCode: row.curriculumCode,
    subject: row.subject,
    topic: row.topic,
    chapter: row.chapter,
    questions: row.questionIds,
    createDate: row.createDate.toISOString(),
    createdBy: row.createdBy,
    updateDate: row.updateDate?.toISOString() ?? null,
    updatedBy: row.updatedBy,
  };
}
