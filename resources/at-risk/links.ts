/** Where a flag's names lead: the learner's record, her group's page, the flag's own page. */
export const atRiskLinks = {
  student: (studentId: string) => `/student/${encodeURIComponent(studentId)}`,
  // groupPath of resources/companies/CompanyGroups, whose page this light module must not load.
  group: (groupId: string) => `/company/groups/${encodeURIComponent(groupId)}/edit`,
  flag: (flagId: string) => `/atRisk/${encodeURIComponent(flagId)}/show`,
};
