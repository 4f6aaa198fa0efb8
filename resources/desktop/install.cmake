# Desktop integration, included by app/CMakeLists.txt (also what the AppImage's AppDir is made of).
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/ptq-studio.desktop DESTINATION share/applications)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/ptq-studio.svg DESTINATION share/icons/hicolor/scalable/apps)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/ptq-studio.png DESTINATION share/icons/hicolor/256x256/apps)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/io.github.ptq_studio.PTQStudio.metainfo.xml DESTINATION share/metainfo)
