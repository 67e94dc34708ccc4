/**
 * The print run screens of issue 17 (print data, label production, roll files, the F-Codes
 * report) as one lazy chunk: each lazy screen costs the login route its own list of chunks to
 * preload (Vite's `__vitePreload` map), and seven of them took the login route over its 150 kB
 * budget. Loaded together on the first visit to any of them; they are used together anyway.
 */
export * as printDataList from '#app/screens/print-data/PrintDataList/PrintDataList';
export * as printDataAdd from '#app/screens/print-data/PrintDataAdd/PrintDataAdd';
export * as labelProductionList from '#app/screens/label-production/LabelProductionList/LabelProductionList';
export * as labelProductionAdd from '#app/screens/label-production/LabelProductionAdd/LabelProductionAdd';
export * as labelProductionEdit from '#app/screens/label-production/LabelProductionEdit/LabelProductionEdit';
export * as rollFileList from '#app/screens/rolls/RollFileList/RollFileList';
export * as fCodesReport from '#app/screens/reports/FCodesReport/FCodesReport';
